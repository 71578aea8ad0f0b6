/**
 * Build plugin: one HTML file per public page, `routes/<name>.html`, which is index.html plus a
 * `<link rel="modulepreload">` for every chunk that page's first render needs (its lazy chunk, the
 * footer's, and what they import statically). Without it the browser learns of those chunks only
 * after the entry chunk and the libraries have downloaded and run: on a slow phone connection that
 * chain is the largest part of a data page's Largest Contentful Paint. The server answers a page's
 * URL with its file (platform/http/static-client.ts), and index.html for any other path.
 *
 * The page of each route is read from the route table (src/client/router.tsx): `const XPage =
 * page(() => import('./features/…'))` and `<Route path={paths.x.path} element={<XPage …`. Routes
 * behind the sign-in and admin guards are left out (a visitor would download chunks it never runs).
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeHtmlFile } from '../../src/contracts/client-routes';
import { paths } from '../../src/client/lib/paths';

const ROUTER_FILE = path.resolve('src/client/router.tsx');
const FOOTER_MODULE = path.resolve('src/client/app/footer/footer.tsx');


/** Route pattern → absolute path of its page module, for the routes outside the guards. */
export function publicPageModules(routerSource: string, routerFile = ROUTER_FILE): Map<string, string> {
  const modules = new Map<string, string>();
  for (const m of routerSource.matchAll(/const (\w+) = (?:page|lazy)\(\(\) => import\('(\.[^']+)'\)\)/g))
    modules.set(m[1]!, path.resolve(path.dirname(routerFile), `${m[2]}.tsx`));
  const guarded = routerSource.indexOf('<Route element={<Require');
  const open = guarded === -1 ? routerSource : routerSource.slice(0, guarded);
  const pages = new Map<string, string>();
  for (const m of open.matchAll(/<Route (?:index|path=\{paths\.(\w+)\.path\}) element=\{<(\w+)/g)) {
    const pattern = m[1] ? paths[m[1] as keyof typeof paths]?.path : '/';
    const file = modules.get(m[2]!);
    if (pattern && file) pages.set(pattern, file);
  }
  return pages;
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  isEntry?: boolean;
  facadeModuleId?: string | null;
}

/** `fileName` and every chunk it imports statically, directly or not. */
function staticClosure(bundle: Record<string, ChunkLike>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const next of bundle[fileName]?.imports ?? []) staticClosure(bundle, next, into);
  return into;
}

export function routePreloads(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'vino:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle as Record<string, ChunkLike>).filter((c) => c.type === 'chunk');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c.fileName]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // The entry's own imports are already preloaded by index.html.
      const inIndex = staticClosure(bundle as Record<string, ChunkLike>, entry.fileName);
      const footer = byModule.get(FOOTER_MODULE);
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const pages = publicPageModules(readFileSync(ROUTER_FILE, 'utf8'));
      if (!pages.size) this.error('route-preloads: no page found in src/client/router.tsx');
      for (const [pattern, module] of pages) {
        const chunk = byModule.get(module);
        if (!chunk) this.error(`route-preloads: no chunk for ${path.relative(process.cwd(), module)}`);
        const needed = new Set<string>();
        for (const start of footer ? [chunk, footer] : [chunk]) staticClosure(bundle as Record<string, ChunkLike>, start, needed);
        const links = [...needed]
          .filter((file) => !inIndex.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
          .join('');
        const target = path.join(outDir, routeHtmlFile(pattern));
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, html.replace('</head>', `${links}</head>`));
      }
    },
  };
}
