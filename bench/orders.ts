/**
 * HTTP order placement with persistence: WORKERS concurrent clients (32 unless told) post limit
 * orders over HTTP for DURATION_MS on the four markets, buyers and sellers alternating at one price so
 * about half the orders cross, and cancel about one resting order in three. Every order goes the whole
 * way: session, settings and KYC checks, the market queue, the database transaction (hold, engine,
 * ledger settlement, orders and trades rows, audit row) and the realtime publish.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../src/contracts/api-paths';
import { DEMO_ACCOUNTS } from '../src/server/db/seed/demo-accounts';
import { LEDGER_SCALE, type LedgerAsset } from '../src/domain/ledger-assets';
import { MARKET_IDS, MARKETS } from '../src/domain/exchange/markets';
import { parseDecimal } from '../src/domain/money';
import { transferFunds } from '../src/server/modules/ledger/transfer-funds';
import { findUserIdByEmail } from '../src/server/modules/market/market-repository';

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
}

const DURATION_MS = Number(process.env.BENCH_ORDERS_DURATION_S ?? 5) * 1000;
export const ORDER_BENCH_CLIENTS = Number(process.env.BENCH_ORDER_WORKERS ?? 32);
/** One resting order in CANCEL_EVERY is cancelled right after it is placed. */
const CANCEL_EVERY = 3;

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

/** A limit price near each market's reference, so every market's orders cross each other. */
const benchPrice = (market: (typeof MARKET_IDS)[number]) => MARKETS[market].referencePrice;

/** `origin` is the app's public URL: the sign-in checks it as a browser's Origin header. */
export async function measureOrderPlacement(
  app: FastifyInstance,
  address: string,
  origin: string,
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

  const stats = app.market.context.batchStats;
  const statsBefore = { ...stats };
  const latencies: number[] = [];
  let refused = 0;
  const refusedByStatus: Record<number, number> = {};
  let trades = 0;
  let cancels = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  const timed = async (request: () => Promise<Response>) => {
    const t0 = performance.now();
    const res = await request();
    const body = (await res.json()) as { fills?: unknown[]; order?: { id: string; status: string } };
    latencies.push(performance.now() - t0);
    if (res.status >= 300) {
      refused++;
      refusedByStatus[res.status] = (refusedByStatus[res.status] ?? 0) + 1;
    }
    return body;
  };
  await Promise.all(
    Array.from({ length: ORDER_BENCH_CLIENTS }, async (_, worker) => {
      const market = MARKET_IDS[worker % MARKET_IDS.length]!;
      for (let n = 0; performance.now() < deadline; n++) {
        const isBuyer = (worker + n) % 2 === 0;
        const cookie = cookies[isBuyer ? 0 : 1]!;
        const body = await timed(() =>
          fetch(`${address}${apiPaths.market.orders}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin, cookie },
            body: JSON.stringify({
              market,
              side: isBuyer ? 'buy' : 'sell',
              type: 'limit',
              amount: '120',
              price: benchPrice(market),
            }),
          }),
        );
        trades += body.fills?.length ?? 0;
        if (body.order?.status === 'open' && n % CANCEL_EVERY === 0) {
          cancels++;
          await timed(() =>
            fetch(`${address}${apiPaths.market.order.replace(':id', body.order!.id)}`, {
              method: 'DELETE',
              headers: { origin, cookie },
            }),
          );
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    clients: ORDER_BENCH_CLIENTS,
    orders: latencies.length - cancels,
    cancels,
    refused,
    refusedByStatus,
    trades,
    seconds: Number(seconds.toFixed(1)),
    ordersPerSecond: Math.round((latencies.length - refused) / seconds),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
    commandsPerBatch: Number(
      ((stats.commands - statsBefore.commands) / Math.max(1, stats.batches - statsBefore.batches)).toFixed(1),
    ),
  };
}

export function formatOrderBench(label: string, r: OrderBenchResult): string {
  return (
    `HTTP order placement with persistence (${label}): ${r.ordersPerSecond} commands/s` +
    ` (${r.orders} orders, ${r.cancels} cancels, ${r.trades} fills, ${r.refused} refused ${JSON.stringify(r.refusedByStatus)} in ${r.seconds} s,` +
    ` ${r.clients} clients): p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.commandsPerBatch} commands per transaction`
  );
}
