/**
 * `npx tsx bench/lighthouse-ab.ts <clientDirA> <clientDirB> [route ...]`: Lighthouse mobile on two
 * client builds (two `dist/client` folders) served side by side, asked alternately, A then B, B then
 * A, so the shared machine's load falls on both alike. `BENCH_LIGHTHOUSE_RUNS` rounds (default 3);
 * prints each run and the medians per page. The server code is this checkout's for both.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { bootDemoApp } from './lib/boot-demo-app';
import { LIGHTHOUSE_ROUTES, measureLighthouse, type LighthouseRow } from './lighthouse';

const [dirA, dirB, ...routeArgs] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: bench/lighthouse-ab.ts <clientDirA> <clientDirB> [route ...]');
const routes = routeArgs.length ? routeArgs : LIGHTHOUSE_ROUTES;
const rounds = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function boot(clientDir: string, dataDir: string) {
  process.env.CLIENT_DIR = clientDir;
  return bootDemoApp(dataDir);
}
const a = await boot(dirA, '.tmp/lighthouse-ab-a');
const b = await boot(dirB, '.tmp/lighthouse-ab-b');
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const rows: Record<'A' | 'B', Record<string, LighthouseRow[]>> = { A: {}, B: {} };
const loads: number[] = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const route of routes) {
      const order = (round + routes.indexOf(route)) % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const side of order) {
        const [row] = await measureLighthouse((side === 'A' ? a : b).address, [route], 1);
        loads.push(loadavg()[0]!);
        if (!row) continue;
        (rows[side][route] ??= []).push(row);
        console.log(
          `${side} ${route}: score ${row.scores[0]} FCP ${Math.round(row.fcpMs)} LCP ${Math.round(row.lcpMs)} TBT ${Math.round(row.tbtMs)} CLS ${row.cls.toFixed(3)} (load ${loadavg()[0]!.toFixed(1)})`,
        );
      }
    }
  }
  console.log(`\nMedians (load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}):`);
  console.log(
    `${'page'.padEnd(14)}${'A score'.padStart(8)}${'B score'.padStart(8)}${'A LCP'.padStart(7)}${'B LCP'.padStart(7)}${'A TBT'.padStart(7)}${'B TBT'.padStart(7)}`,
  );
  for (const route of routes) {
    const pick = (side: 'A' | 'B', f: (r: LighthouseRow) => number) => median((rows[side][route] ?? []).map(f));
    console.log(
      `${route.padEnd(14)}${String(pick('A', (r) => r.scores[0]!)).padStart(8)}${String(pick('B', (r) => r.scores[0]!)).padStart(8)}` +
        `${(pick('A', (r) => r.lcpMs) / 1000).toFixed(1).padStart(7)}${(pick('B', (r) => r.lcpMs) / 1000).toFixed(1).padStart(7)}` +
        `${String(Math.round(pick('A', (r) => r.tbtMs))).padStart(7)}${String(Math.round(pick('B', (r) => r.tbtMs))).padStart(7)}`,
    );
  }
} finally {
  for (const [side, app] of [
    ['a', a],
    ['b', b],
  ] as const) {
    await app.app.close();
    await app.database.close();
    rmSync(`.tmp/lighthouse-ab-${side}`, { recursive: true, force: true });
  }
}
