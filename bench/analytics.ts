/**
 * The Advanced Analytics Suite's endpoints on the demo seed ("the page stays fast on a year
 * of data at the seed's scale: measure it"). Signs in as the demo investor (the suite is login only)
 * and times each endpoint over HTTP, one request at a time, three times: every overview period, the
 * AI Intelligence tab, every Business Intelligence view and the Predictive Models tab (after a first
 * read that fits the models when the hourly job has not run yet). The reference of the same run is
 * /healthz timed the same way. Runs inside `npm run bench`, or alone: `npx tsx bench/analytics.ts`.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiPaths } from '../src/contracts/api-paths';
import { DEMO_ACCOUNTS } from '../src/server/platform/auth/demo-accounts';

const ROUNDS = 3;
const REFERENCE_SAMPLES = 30;
const PERIODS = ['7d', '30d', '90d', '1y', 'all'] as const;
const VIEWS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;

export interface AnalyticsBenchRow {
  label: string;
  /** Each round's time in ms, in the order they ran. */
  timesMs: number[];
}

export interface AnalyticsBenchResult {
  rows: AnalyticsBenchRow[];
  firstPredictiveMs: number;
  healthzP50Ms: number;
  loadAverage: string;
}

async function timeOnce(address: string, url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${address}${url}`, { headers: { cookie, 'x-bench': '1' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function signInCookie(address: string, origin: string): Promise<string> {
  const investor = DEMO_ACCOUNTS.find((a) => a.role === 'investor')!;
  const res = await fetch(`${address}${apiPaths.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: investor.email, password: investor.password }),
  });
  if (!res.ok) throw new Error(`bench investor sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Needs the demo seed (the demo investor signs in). */
export async function measureAnalyticsEndpoints(address: string, origin: string): Promise<AnalyticsBenchResult> {
  const cookie = await signInCookie(address, origin);
  const p = apiPaths.analytics;
  const firstPredictiveMs = await timeOnce(address, p.predictive, cookie);
  const targets: [string, string][] = [
    ...PERIODS.map((period): [string, string] => [`overview ${period}`, `${p.overview}?period=${period}`]),
    ['intelligence', p.intelligence],
    ...VIEWS.map((view): [string, string] => [
      `business-intelligence ${view}`,
      `${p.businessIntelligence}?view=${view}`,
    ]),
    ['predictive (cached fits)', p.predictive],
  ];
  const rows: AnalyticsBenchRow[] = [];
  for (const [label, url] of targets) {
    const timesMs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) timesMs.push(await timeOnce(address, url, cookie));
    rows.push({ label, timesMs });
  }
  const healthz: number[] = [];
  for (let i = 0; i < REFERENCE_SAMPLES; i++) healthz.push(await timeOnce(address, apiPaths.health, ''));
  healthz.sort((a, b) => a - b);
  return {
    rows,
    firstPredictiveMs,
    healthzP50Ms: healthz[Math.floor(healthz.length / 2)]!,
    loadAverage: loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
  };
}

export function formatAnalyticsBench(r: AnalyticsBenchResult): string {
  const ms = (t: number) => t.toFixed(0);
  const lines = r.rows.map(
    (row) =>
      `  ${row.label.padEnd(32)} ${row.timesMs.map(ms).join(' / ').padStart(18)} ms` +
      `  (median ${(median(row.timesMs) / r.healthzP50Ms).toFixed(0)}x /healthz)`,
  );
  return [
    `Analytics suite on the demo seed, ${ROUNDS} requests each, one at a time (load average ${r.loadAverage}):`,
    ...lines,
    `  first predictive read (fits the models if the job has not): ${ms(r.firstPredictiveMs)} ms`,
    `  reference /healthz same run p50 ${r.healthzP50Ms.toFixed(1)} ms`,
  ].join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// Alone: a fresh embedded database with the demo seed, the app on a random port.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { rmSync } = await import('node:fs');
  const { bootDemoApp } = await import('./lib/boot-demo-app');
  const dataDir = '.tmp/bench-analytics';
  const { app, database, address, config } = await bootDemoApp(dataDir);
  try {
    console.log(formatAnalyticsBench(await measureAnalyticsEndpoints(address, config.publicUrl)));
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
