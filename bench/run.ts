/**
 * `npm run bench`: boots the app on a fresh embedded database with the demo seed and the production
 * logger (writing to /dev/null), loads the hot public endpoints with autocannon beside a bare
 * node:http server and prints each endpoint's throughput as a ratio to it, measured in the same run
 * (bench/lib/http-overhead.ts; the floors: /healthz 0.6x, cached public endpoints 0.5x); then the
 * uncached endpoints against bench/baselines.json (above 1.00 is faster than the baseline). It starts
 * with the matching engine against nodejs-order-book (bench/engine.ts), before the app boots so
 * nothing else competes for CPU. After the home page's JavaScript, Lighthouse's mobile score of every
 * public page (bench/lighthouse.ts; alone with `npx tsx bench/lighthouse.ts [route ...]`). The analytics suite's endpoints on the seed follow (bench/analytics.ts;
 * alone with `npx tsx bench/analytics.ts`). It ends with the admin All Users search at 100 000 users
 * (bench/admin-users.ts; alone with `npx tsx bench/admin-users.ts`).
 */
import { readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildClientIfNeeded } from '../scripts/build-if-needed';
import { bootDemoApp } from './lib/boot-demo-app';
import { benchEngine } from './engine';
import { HOME_JS_BUDGET_KB, measureInitialJs } from './initial-js';
import { formatLighthouse, measureLighthouse } from './lighthouse';
import { measureWsFanout } from './ws-fanout';
import { measureExchange } from './exchange';
import { formatAdminUsersBench, measureAdminUserSearch } from './admin-users';
import { formatAnalyticsBench, measureAnalyticsEndpoints } from './analytics';
import { formatOperatorBench, measureOperatorEndpoints } from './operator-endpoints';
import { formatCampaignBench, measureCampaignSending } from './email-campaign';
import { OVERHEAD_CONNECTIONS, measureHttpOverhead, printOverheadTable } from './lib/http-overhead';
import { OVERHEAD_FLOORS, OVERHEAD_TARGETS, benchLogger } from './lib/http-targets';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;
/** Loaded with 10 connections against the baselines; the hot cached ones are in OVERHEAD_TARGETS. */
const TARGETS = ['/api/v1/wine-assets', '/api/v1/wine-assets/summary'];
const OVERHEAD_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DATA_DIR = '.tmp/bench-data';

interface Baseline {
  [path: string]: { requestsPerSecond: number; p99Ms: number };
}

benchEngine();
buildClientIfNeeded();
// The production logger (to /dev/null), as the overhead bench measures the request overhead with it.
const { app, database, address, config } = await bootDemoApp(DATA_DIR, { logLevel: 'info', logger: benchLogger });

console.log(
  `\nCost of one request: each endpoint against a bare node:http server in this process, ${OVERHEAD_ROUNDS} rounds,` +
    ` ${DURATION_S} s per load, ${OVERHEAD_CONNECTIONS} connections (ratios from the same run)\n`,
);
printOverheadTable(
  await measureHttpOverhead(address, OVERHEAD_TARGETS, { rounds: OVERHEAD_ROUNDS, durationS: DURATION_S }),
  OVERHEAD_FLOORS,
);

const baselines = JSON.parse(readFileSync('bench/baselines.json', 'utf8')) as Baseline;
console.log(`\nUncached endpoints: ${DURATION_S}s per endpoint, ${CONNECTIONS} connections\n`);
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
await measureExchange({ app, address, origin: config.publicUrl });
const fanout = await measureWsFanout(app, address);
console.log(
  `\nWebsocket fan-out: ${fanout.clients} clients, ${fanout.messages} messages, ${fanout.deliveries} deliveries` +
    ` (connected in ${fanout.connectSeconds} s): p50 ${fanout.p50Ms} ms, p95 ${fanout.p95Ms} ms, p99 ${fanout.p99Ms} ms;` +
    ` server writes one message to all sockets in ${fanout.sendMsPerMessageP50} ms (p50)`,
);
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
// Every public page in Lighthouse's mobile run, before the data the later measures add.
console.log(`\n${formatLighthouse(await measureLighthouse(address))}`);
// The analytics suite on the seed's year of data, before the 100 000 users below.
console.log(`\n${formatAnalyticsBench(await measureAnalyticsEndpoints(address, config.publicUrl))}`);
// Every operator GET endpoint on the demo simulation, p95 against its 250 ms budget.
console.log(
  `\n${formatOperatorBench(await measureOperatorEndpoints(address, config.publicUrl, app.printRoutes({ commonPrefix: false })))}`,
);
// Last: it adds 100 000 users, which the measures above must not see.
const adminUsers = await measureAdminUserSearch(app, database.db, address, config.publicUrl);
console.log(`\n${formatAdminUsersBench(adminUsers)}`);
await app.close();
await database.close();
rmSync(DATA_DIR, { recursive: true, force: true });
// Its own embedded database and SMTP sink, after the app is closed.
console.log(`\n${formatCampaignBench(await measureCampaignSending())}`);
