/**
 * `DATABASE_URL=... npx tsx bench/order-queries.ts`: where one order's time goes on PostgreSQL. Boots
 * the demo app on that database (emptied first), counts the statements node-postgres sends for each
 * kind of command (a resting limit order, a crossing one that fills, a cancel) and times each alone,
 * one client, over HTTP. BENCH_PRINT_SQL=1 prints the start of each statement.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { apiPaths } from '../src/contracts/api-paths';
import { LEDGER_SCALE, type LedgerAsset } from '../src/domain/ledger-assets';
import { parseDecimal } from '../src/domain/money';
import { DEMO_ACCOUNTS } from '../src/server/platform/auth/demo-accounts';
import { transferFunds } from '../src/server/modules/ledger/transfer-funds';
import { findUserIdByEmail } from '../src/server/modules/market/market-repository';
import { bootDemoApp } from './boot-demo-app';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('set DATABASE_URL to a PostgreSQL database the bench may empty');

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
  statements++;
  if (process.env.BENCH_PRINT_SQL)
    console.log(
      String((args[0] as { text?: string }).text ?? args[0])
        .slice(0, 110)
        .replace(/\s+/g, ' '),
    );
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const { app, database, address, config } = await bootDemoApp('.tmp/bench-pg-unused', { databaseUrl });
const origin = config.publicUrl;
const cookies: string[] = [];
for (const account of DEMO_ACCOUNTS) {
  const userId = (await findUserIdByEmail(database.db, account.email))!;
  for (const asset of ['USD', 'VINO'] as LedgerAsset[])
    await transferFunds(database.db, {
      from: { system: 'external' },
      to: { userId },
      asset,
      amount: parseDecimal('1000000', LEDGER_SCALE),
      kind: 'bench_deposit',
      reference: randomUUID(),
    });
  const res = await fetch(`${address}${apiPaths.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  cookies.push(
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  );
}

const place = (cookie: string, side: 'buy' | 'sell') =>
  fetch(`${address}${apiPaths.market.orders}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ market: 'VINO-USD', side, type: 'limit', amount: '120', price: '1' }),
  }).then(async (res) => (await res.json()) as { order: { id: string } });

async function measure(label: string, command: () => Promise<unknown>, rounds = 20) {
  const before = statements;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) await command();
  const ms = (performance.now() - t0) / rounds;
  console.log(
    `${label.padEnd(28)} ${((statements - before) / rounds).toFixed(1).padStart(6)} statements, ${ms.toFixed(1)} ms`,
  );
}

await measure('resting limit order', () => place(cookies[0]!, 'buy'));
await measure('crossing limit order (fill)', () => place(cookies[1]!, 'sell'));
await measure('place + cancel', async () => {
  const { order } = await place(cookies[0]!, 'buy');
  await fetch(`${address}${apiPaths.market.order.replace(':id', order.id)}`, {
    method: 'DELETE',
    headers: { origin, cookie: cookies[0]! },
  });
});
await app.close();
await database.close();
