import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '../../../contracts/client-routes';

/**
 * Serves the built client. Hashed assets are cached for a year; every other GET that asks for HTML
 * gets index.html, so the client router handles deep links: 200 for its pages, 404 for other
 * paths (the app then shows its not-found page).
 */
export interface StaticClientOptions {
  /** Pages whose route exists but whose record does not (an unknown article): answered with 404. */
  isMissingPage?: (urlPath: string) => Promise<boolean>;
}

export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
  options: StaticClientOptions = {},
): Promise<void> {
  const root = path.resolve(clientDir);
  // The build may appear after boot (npm run build while the server runs), so check per request.
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Served by the SEO routes from the database and PUBLIC_URL; a stale copy in an old build
    // must not become a second route for the same path.
    globIgnore: ['robots.txt', 'sitemap.xml'],
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=300');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const candidate = path.join(root, urlPath);
    if (urlPath !== '/' && candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
      return reply.sendFile(path.relative(root, candidate));
    }
    if (urlPath.startsWith('/api/') || path.extname(urlPath)) {
      return reply.callNotFound();
    }
    if (!existsSync(path.join(root, 'index.html'))) {
      return reply.status(503).type('text/plain').send('The client is not built yet: run npm run build.');
    }
    reply.header('cache-control', 'no-cache');
    // Unknown pages still get the app (it shows the not-found page), with a real 404 status.
    if (!isClientRoute(urlPath) || (await options.isMissingPage?.(urlPath))) {
      reply.status(404);
      // A reload sends If-None-Match for the cached index.html; answering that with an empty 404
      // makes the browser show its own error page instead of the app's not-found screen.
      delete request.headers['if-none-match'];
      delete request.headers['if-modified-since'];
    }
    return reply.sendFile('index.html');
  });
}
