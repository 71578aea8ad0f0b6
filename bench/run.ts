/**
 * `npm run bench`: boots the app on a fresh embedded database with the demo seed, loads the hot
 * public endpoints with autocannon, and prints throughput and latency with the ratio against
 * bench/baselines.json (above 1.00 is faster than the baseline). It starts with the matching engine
 * against nodejs-order-book (bench/engine.ts), before the app boots so nothing else competes for CPU.
 * It ends with the admin All Users search at 100 000 users (bench/admin-users.ts; alone with
 * `npx tsx bench/admin-users.ts`).
 */
import { readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed/seed';
import { buildClientIfNeeded } from '../scripts/build-if-needed';
import { benchEngine } from './engine';
import { measureInitialJs } from './initial-js';
import { measureWsFanout } from './ws-fanout';
import { measureOrderPlacement } from './orders';
import { formatAdminUsersBench, measureAdminUserSearch } from './admin-users';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;
const TARGETS = [
  '/healthz',
  '/api/v1/metrics',
  '/api/v1/presale',
  '/api/v1/wine-assets/showcase',
  '/api/v1/wine-assets',
  '/api/v1/wine-assets/summary',
  '/api/v1/prices',
];
const DATA_DIR = '.tmp/bench-data';

interface Baseline {
  [path: string]: { requestsPerSecond: number; p99Ms: number };
}

benchEngine();
buildClientIfNeeded();
rmSync(DATA_DIR, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SERVE_CLIENT: 'true',
  DEMO_MODE: 'true',
  DATA_DIR,
  DATABASE_URL: '',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ dataDir: DATA_DIR });
await runMigrations(database);
await seedDatabase(database.db, { demoMode: true });
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const baselines = JSON.parse(readFileSync('bench/baselines.json', 'utf8')) as Baseline;
console.log(`VINO bench: ${DURATION_S}s per endpoint, ${CONNECTIONS} connections\n`);
console.log(
  'endpoint'.padEnd(34),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'vs baseline'.padStart(12),
);
for (const target of TARGETS) {
  const result = await autocannon({
    url: `${address}${target}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'x-bench': '1' },
  });
  const rps = Math.round(result.requests.average);
  const base = baselines[target];
  const ratio = base ? (rps / base.requestsPerSecond).toFixed(2) : 'n/a';
  const non2xx = result.non2xx ? ` (${result.non2xx} non-2xx)` : '';
  console.log(
    target.padEnd(34),
    String(rps).padStart(9),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(ratio).padStart(12) + non2xx,
  );
}
const orderBench = await measureOrderPlacement(app, address, config.publicUrl);
console.log(
  `\nHTTP order placement with persistence: ${orderBench.ordersPerSecond} orders/s` +
    ` (${orderBench.orders} orders, ${orderBench.trades} fills, ${orderBench.refused} refused in ${orderBench.seconds} s,` +
    ` 8 clients): p50 ${orderBench.p50Ms} ms, p99 ${orderBench.p99Ms} ms`,
);
const fanout = await measureWsFanout(app, address);
console.log(
  `\nWebsocket fan-out: ${fanout.clients} clients, ${fanout.messages} messages, ${fanout.deliveries} deliveries` +
    ` (connected in ${fanout.connectSeconds} s): p50 ${fanout.p50Ms} ms, p95 ${fanout.p95Ms} ms, p99 ${fanout.p99Ms} ms;` +
    ` server writes one message to all sockets in ${fanout.sendMsPerMessageP50} ms (p50)`,
);
const HOME_JS_BUDGET_KB = 120;
const initialJs = await measureInitialJs(`${address}/`);
if (initialJs) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const first = initialJs.firstRender.gzipBytes / 1024;
  console.log(`\nJavaScript for / (gzip), budget ${HOME_JS_BUDGET_KB} KB:`);
  console.log(
    `  to render the page:  ${kb(initialJs.firstRender.gzipBytes)} KB in ${initialJs.firstRender.files} files (${first <= HOME_JS_BUDGET_KB ? 'within' : 'OVER'})`,
  );
  console.log(
    `  until network idle:  ${kb(initialJs.untilIdle.gzipBytes)} KB in ${initialJs.untilIdle.files} files (adds below-the-fold and telemetry chunks)`,
  );
} else {
  console.log('\nInitial JavaScript for / : skipped (no Chromium at /usr/bin/chromium or no client build)');
}
// Last: it adds 100 000 users, which the measures above must not see.
const adminUsers = await measureAdminUserSearch(app, database.db, address, config.publicUrl);
console.log(`\n${formatAdminUsersBench(adminUsers)}`);
await app.close();
await database.close();
rmSync(DATA_DIR, { recursive: true, force: true });
