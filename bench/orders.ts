/**
 * HTTP order placement with persistence: WORKERS concurrent clients post limit orders over HTTP
 * for DURATION_MS, buyers and sellers at crossing prices, so about half the orders fill. Every order
 * goes the whole way: session, settings and KYC checks, the market queue, one database transaction
 * (hold, engine, ledger settlement, orders and trades rows) and the realtime publish.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../src/contracts/api-paths';
import { DEMO_ACCOUNTS } from '../src/server/db/seed/demo-accounts';
import { LEDGER_SCALE, type LedgerAsset } from '../src/domain/ledger-assets';
import { parseDecimal } from '../src/domain/money';
import { transferFunds } from '../src/server/modules/ledger/transfer-funds';
import { findUserIdByEmail } from '../src/server/modules/market/market-repository';

export interface OrderBenchResult {
  orders: number;
  refused: number;
  trades: number;
  seconds: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const DURATION_MS = Number(process.env.BENCH_ORDERS_DURATION_S ?? 5) * 1000;
const WORKERS = Number(process.env.BENCH_ORDER_WORKERS ?? 8);
const MARKETS = ['VINO-USD', 'VINO-USDT'] as const;

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
    for (const asset of ['USD', 'USDT', 'VINO'] as LedgerAsset[]) {
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

  const latencies: number[] = [];
  let refused = 0;
  let trades = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const isBuyer = (worker + n) % 2 === 0;
        const market = MARKETS[worker % MARKETS.length]!;
        const t0 = performance.now();
        const res = await fetch(`${address}${apiPaths.market.orders}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie: cookies[isBuyer ? 0 : 1]! },
          body: JSON.stringify({ market, side: isBuyer ? 'buy' : 'sell', type: 'limit', amount: '120', price: '1.5' }),
        });
        const body = (await res.json()) as { fills?: unknown[] };
        latencies.push(performance.now() - t0);
        if (res.status !== 201) refused++;
        else trades += body.fills?.length ?? 0;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    refused,
    trades,
    seconds: Number(seconds.toFixed(1)),
    ordersPerSecond: Math.round((latencies.length - refused) / seconds),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
  };
}
