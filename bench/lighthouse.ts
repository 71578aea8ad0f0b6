/**
 * Lighthouse mobile performance of every public page (budget: 90 on each, docs/performance.md), with
 * Lighthouse's default mobile throttling (simulated slow 4G, 4x CPU). Part of `npm run bench`; alone
 * against the current client build (`npm run build` first): `npx tsx bench/lighthouse.ts [route ...]`
 * (`BENCH_LIGHTHOUSE_RUNS`, default 1, runs per page; the median score counts). Each row also names
 * the scripts costing the most main-thread time (Lighthouse's bootup-time), where to look first.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { bootDemoApp } from './lib/boot-demo-app';

export const LIGHTHOUSE_BUDGET = 90;

/** The pages a visitor reaches without signing in. */
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/about',
  '/investment',
  '/buy-vino',
  '/trading',
  '/wine-assets',
  '/investors',
  '/qa',
  '/blog',
  '/legal',
  '/documents',
  '/realtime',
  '/enterprise',
  '/contact',
];

export interface LighthouseRow {
  route: string;
  scores: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The three scripts with the most main-thread time, as "file ms". */
  topScripts: string[];
  /** Main-thread time by kind of work (script evaluation, style and layout, ...), the three largest, as "kind ms". */
  topWork: string[];
}

interface Audit {
  numericValue?: number;
  details?: { items?: { url?: string; total?: number; groupLabel?: string; duration?: number }[] };
}

/** A script's file name; the page itself (its HTML and inline work) as "document". */
function scriptName(url: string): string {
  if (!url.startsWith('http')) return url;
  const file = new URL(url).pathname.split('/').pop();
  return file && file.includes('.') ? file : 'document';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureLighthouse(
  address: string,
  routes: readonly string[] = LIGHTHOUSE_ROUTES,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1),
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      const results: { score: number; audits: Record<string, Audit> }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${address}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        // A run that failed (no paint seen, page crashed) says why instead of counting as a 0.
        if (result.lhr.runtimeError) {
          console.error(`${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          continue;
        }
        const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
        results.push({ score, audits: result.lhr.audits as Record<string, Audit> });
      }
      if (!results.length) continue;
      const middle = results.find((r) => r.score === median(results.map((x) => x.score)))!;
      const value = (id: string) => middle.audits[id]?.numericValue ?? 0;
      rows.push({
        route,
        scores: results.map((r) => r.score),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        topScripts: (middle.audits['bootup-time']?.details?.items ?? [])
          .slice(0, 3)
          .map((item) => `${scriptName(item.url ?? '')} ${Math.round(item.total ?? 0)}`),
        topWork: (middle.audits['mainthread-work-breakdown']?.details?.items ?? [])
          .slice(0, 3)
          .map((item) => `${item.groupLabel ?? '?'} ${Math.round(item.duration ?? 0)}`),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  const lines = [
    `Lighthouse mobile performance (budget ${LIGHTHOUSE_BUDGET}; simulated slow 4G and 4x CPU; median of the runs counts)`,
    `${'page'.padEnd(13)}${'score'.padStart(10)}${'FCP s'.padStart(7)}${'LCP s'.padStart(7)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}  most main-thread time (ms)`,
  ];
  for (const r of rows) {
    const score = median(r.scores);
    lines.push(
      `${r.route.padEnd(13)}${`${r.scores.join('/')}${score < LIGHTHOUSE_BUDGET ? ' !' : ''}`.padStart(10)}` +
        `${(r.fcpMs / 1000).toFixed(1).padStart(7)}${(r.lcpMs / 1000).toFixed(1).padStart(7)}` +
        `${String(Math.round(r.tbtMs)).padStart(8)}${r.cls.toFixed(3).padStart(7)}  ${r.topScripts.join(', ')}`,
    );
    lines.push(`${''.padEnd(52)}by kind: ${r.topWork.join(', ')}`);
  }
  return lines.join('\n');
}

// Alone: boot the demo app on the current build and measure the pages named (all by default).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const DATA_DIR = '.tmp/lighthouse-data';
  const { app, database, address } = await bootDemoApp(DATA_DIR);
  try {
    const routes = process.argv.slice(2);
    console.log(formatLighthouse(await measureLighthouse(address, routes.length ? routes : LIGHTHOUSE_ROUTES)));
  } finally {
    await app.close();
    await database.close();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}
