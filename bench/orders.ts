/**
 * HTTP order placement with persistence: WORKERS concurrent clients (32 unless told) post limit
 * orders over HTTP for DURATION_MS on the four markets, buyers and sellers alternating at one price so
 * about half the orders cross, and cancel about one resting order in three; the same load runs for
 * WARM_UP_MS first, not counted. The clients run in a
 * child process (bench/lib/order-load.ts), so the server under test has this process's CPU to itself.
 * Every order goes the whole way: session, settings and KYC checks, the market queue, the database transaction (hold, engine,
 * ledger settlement, orders and trades rows, audit row) and the realtime publish.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../src/contracts/api-paths';
import { DEMO_ACCOUNTS } from '../src/server/platform/auth/demo-accounts';
import { LEDGER_SCALE, type LedgerAsset } from '../src/domain/ledger-assets';
import { parseDecimal } from '../src/domain/money';
import { transferFunds } from '../src/server/modules/ledger/transfer-funds';
import { findUserIdByEmail } from '../src/server/modules/market/market-repository';
import type { OrderLoadRequest, OrderLoadResult } from './lib/order-load';
import { localPostgresCpuMs, mainThreadCpuMs } from './lib/process-cpu';

export interface OrderBenchResult {
  clients: number;
  orders: number;
  cancels: number;
  refused: number;
  /** Answers other than 2xx, by status. */
  refusedByStatus: Record<number, number>;
  trades: number;
  seconds: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Commands per market transaction (group commit), over the run. */
  commandsPerBatch: number;
  /**
   * CPU per answered command: the server process (all its threads), its main thread alone, the
   * local PostgreSQL processes (on the embedded database: 0) and the load generator.
   */
  serverCpuMsPerCommand: number;
  mainThreadCpuMsPerCommand: number;
  postgresCpuMsPerCommand: number;
  clientCpuMsPerCommand: number;
}

const DURATION_MS = Number(process.env.BENCH_ORDERS_DURATION_S ?? 5) * 1000;
/**
 * Load placed first and not counted: a server measured right after its start spends the first
 * seconds compiling its hot code (and PGlite's WebAssembly) on V8's helper threads. In 5 s runs
 * begun cold, those threads used about 0.55 ms of CPU per command against 0.3 ms in a 15 s run,
 * and the p99 was 300 ms against 115 ms (docs/performance.md): the cold figures measured
 * the start, not the order path.
 */
const WARM_UP_MS = Number(process.env.BENCH_ORDERS_WARMUP_S ?? 3) * 1000;
export const ORDER_BENCH_CLIENTS = Number(process.env.BENCH_ORDER_WORKERS ?? 32);

async function signIn(address: string, origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${address}${apiPaths.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * `origin` is the app's public URL: the sign-in checks it as a browser's Origin header.
 * `afterWarmUp` runs between the warm-up and the measured load (a profiler starts there).
 */
export async function measureOrderPlacement(
  app: FastifyInstance,
  address: string,
  origin: string,
  afterWarmUp?: () => Promise<void>,
): Promise<OrderBenchResult> {
  const db = app.market.context.db;
  // The demo accounts trade with each other; funded deep enough for the whole run.
  const cookies: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const userId = await findUserIdByEmail(db, account.email);
    if (!userId) throw new Error(`bench needs the demo account ${account.email} (demo seed)`);
    for (const asset of ['USD', 'USDT', 'VINO', 'ETH', 'BTC'] as LedgerAsset[]) {
      await transferFunds(db, {
        from: { system: 'external' },
        to: { userId },
        asset,
        amount: parseDecimal('100000000', LEDGER_SCALE),
        kind: 'bench_deposit',
        reference: randomUUID(),
      });
    }
    cookies.push(await signIn(address, origin, account.email, account.password));
  }

  const placeFor = (durationMs: number) =>
    runLoadInChild({
      address,
      origin,
      cookies: [cookies[0]!, cookies[1]!],
      clients: ORDER_BENCH_CLIENTS,
      durationMs,
    });
  if (WARM_UP_MS > 0) await placeFor(WARM_UP_MS);
  await afterWarmUp?.();
  const stats = app.market.context.batchStats;
  const statsBefore = { ...stats };
  const cpuBefore = process.cpuUsage();
  const [mainBefore, postgresBefore] = [mainThreadCpuMs(), localPostgresCpuMs()];
  const load = await placeFor(DURATION_MS);
  const cpu = process.cpuUsage(cpuBefore);
  const [mainMs, postgresMs] = [mainThreadCpuMs() - mainBefore, localPostgresCpuMs() - postgresBefore];
  const { latencies, refused } = load;
  const perCommand = (ms: number) => Number((ms / Math.max(1, latencies.length)).toFixed(2));
  return {
    clients: ORDER_BENCH_CLIENTS,
    orders: latencies.length - load.cancels,
    cancels: load.cancels,
    refused,
    refusedByStatus: load.refusedByStatus,
    trades: load.trades,
    seconds: Number(load.seconds.toFixed(1)),
    ordersPerSecond: Math.round((latencies.length - refused) / load.seconds),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
    commandsPerBatch: Number(
      ((stats.commands - statsBefore.commands) / Math.max(1, stats.batches - statsBefore.batches)).toFixed(1),
    ),
    serverCpuMsPerCommand: perCommand((cpu.user + cpu.system) / 1000),
    mainThreadCpuMsPerCommand: perCommand(mainMs),
    postgresCpuMsPerCommand: perCommand(postgresMs),
    clientCpuMsPerCommand: perCommand(load.cpuMs),
  };
}

/** Runs bench/lib/order-load.ts in a child process (through tsx, like this bench) and waits for its result. */
function runLoadInChild(request: OrderLoadRequest): Promise<OrderLoadResult> {
  const child = fork(fileURLToPath(new URL('./lib/order-load.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    let result: OrderLoadResult | undefined;
    child.once('message', (message) => {
      result = message as OrderLoadResult;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result && code === 0) resolve(result);
      else reject(new Error(`order load generator exited with code ${code} and no result`));
    });
    child.send(request);
  });
}

export function formatOrderBench(label: string, r: OrderBenchResult): string {
  return (
    `HTTP order placement with persistence (${label}): ${r.ordersPerSecond} commands/s` +
    ` (${r.orders} orders, ${r.cancels} cancels, ${r.trades} fills, ${r.refused} refused ${JSON.stringify(r.refusedByStatus)} in ${r.seconds} s,` +
    ` ${r.clients} clients): p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.commandsPerBatch} commands per transaction;` +
    ` CPU per command: server ${r.serverCpuMsPerCommand} ms (main thread ${r.mainThreadCpuMsPerCommand}),` +
    ` PostgreSQL here ${r.postgresCpuMsPerCommand} ms, load generator ${r.clientCpuMsPerCommand} ms`
  );
}
