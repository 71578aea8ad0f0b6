/**
 * Every operator GET endpoint (/api/v1/admin/*, /api/v1/analytics/*, /api/v1/enterprise/*, the
 * e-mail marketing segments and the real-time tiles) on the demo simulation (about 15,000 members
 * over two years) on the embedded database: p95 of each over BENCH_OPERATOR_ROUNDS requests, one at
 * a time, as the demo admin, beside /api/v1/health measured the same way in the same run. Target:
 * p95 at most 250 ms each (docs/performance.md). The endpoints are read from the app's own route
 * table, so a new operator endpoint is timed without editing this file; paths with a parameter are
 * left out. Runs inside `npm run bench`, or alone: `npx tsx bench/operator-endpoints.ts`.
 */
import { pathToFileURL } from 'node:url';
import { apiPaths } from '../src/contracts/api-paths';
import { DEMO_ACCOUNTS } from '../src/server/platform/auth/demo-accounts';

const ROUNDS = Number(process.env.BENCH_OPERATOR_ROUNDS ?? 20);
export const OPERATOR_P95_BUDGET_MS = 250;
const OPERATOR_PREFIXES = ['/api/v1/admin/', '/api/v1/analytics/', '/api/v1/enterprise/', '/api/v1/realtime'];

export interface OperatorRow {
  path: string;
  status: number;
  p50Ms: number;
  p95Ms: number;
}

/** GET paths without a parameter, from Fastify's printed route tree. */
export function operatorGetPaths(routeTree: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of routeTree.split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack[depth] = m[2]!;
    const full = stack.join('');
    if (m[3]?.split(', ').includes('GET') && !full.includes(':') && !full.includes('*')) paths.push(full);
  }
  return [...new Set(paths)].filter((p) => OPERATOR_PREFIXES.some((prefix) => p.startsWith(prefix))).sort();
}

async function timeOnce(address: string, url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${address}${url}`, { headers: { cookie, 'x-bench': '1' } });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

export async function adminCookie(address: string, origin: string): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const res = await fetch(`${address}${apiPaths.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!res.ok) throw new Error(`bench admin sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export async function measureOperatorEndpoints(
  address: string,
  origin: string,
  routeTree: string,
): Promise<{ rows: OperatorRow[]; reference: OperatorRow }> {
  const cookie = await adminCookie(address, origin);
  const measure = async (path: string, withCookie: boolean): Promise<OperatorRow> => {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const r = await timeOnce(address, path, withCookie ? cookie : '');
      times.push(r.ms);
      status = r.status;
    }
    times.sort((a, b) => a - b);
    return { path, status, p50Ms: pct(times, 0.5), p95Ms: pct(times, 0.95) };
  };
  const rows: OperatorRow[] = [];
  for (const path of operatorGetPaths(routeTree)) rows.push(await measure(path, true));
  return { rows, reference: await measure(apiPaths.health, false) };
}

export function formatOperatorBench(r: { rows: OperatorRow[]; reference: OperatorRow }): string {
  const line = (row: OperatorRow) =>
    `| ${row.path} | ${row.status} | ${row.p50Ms.toFixed(0)} | ${row.p95Ms.toFixed(0)} | ${row.p95Ms <= OPERATOR_P95_BUDGET_MS ? 'ok' : 'over'} |`;
  return [
    `Operator endpoints on the demo simulation, ${ROUNDS} requests each, one at a time (p95 budget ${OPERATOR_P95_BUDGET_MS} ms):`,
    '| Endpoint | Status | p50 ms | p95 ms | Budget |',
    '| --- | --- | --- | --- | --- |',
    line(r.reference),
    ...r.rows.map(line),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { rmSync } = await import('node:fs');
  const { bootDemoApp } = await import('./lib/boot-demo-app');
  const dataDir = '.tmp/bench-operator';
  const { app, database, address, config } = await bootDemoApp(dataDir);
  try {
    const result = await measureOperatorEndpoints(address, config.publicUrl, app.printRoutes({ commonPrefix: false }));
    console.log(formatOperatorBench(result));
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
