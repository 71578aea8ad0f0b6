import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { Order } from '../../src/contracts/market';
import { MARKETS, type MarketId } from '../../src/domain/exchange/markets';
import { LEDGER_SCALE } from '../../src/domain/ledger-assets';
import { parseDecimal } from '../../src/domain/money';
import { orders, trades, userProfiles } from '../../src/server/db/schema';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { toRestingOrder } from '../../src/server/modules/market/market-books';
import { deleteRequest, fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const CLIENTS = 8;
const COMMANDS_PER_CLIENT = 24;
const MARKETS_UNDER_TEST: MarketId[] = ['VINO-USD', 'VINO-ETH'];

/** Deterministic so a failure can be replayed. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('market under concurrent clients', () => {
  let t: TestApp;
  const users: { id: string; cookie: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    for (let i = 0; i < CLIENTS; i++) {
      const { user, cookie } = await signedInUser(t);
      await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
      // Tight balances on purpose: many orders must be refused for insufficient balance.
      await fundUser(t.db, user.id, { USD: '2000', VINO: '2000', ETH: '0.6' });
      users.push({ id: user.id, cookie });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps balances non-negative, the ledger consistent and the books equal to the open orders', async () => {
    const statuses = new Map<number, number>();
    await Promise.all(
      users.map(async (client, index) => {
        const random = createRandom(index + 1);
        const mine: string[] = [];
        for (let n = 0; n < COMMANDS_PER_CLIENT; n++) {
          const roll = random();
          const market = MARKETS_UNDER_TEST[Math.floor(random() * MARKETS_UNDER_TEST.length)]!;
          const spec = MARKETS[market];
          if (roll < 0.25 && mine.length > 0) {
            const id = mine.splice(Math.floor(random() * mine.length), 1)[0]!;
            const res = await deleteRequest(t, apiPaths.market.withParam(apiPaths.market.order, id), client.cookie);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            continue;
          }
          if (roll > 0.97) {
            const res = await deleteRequest(t, `${apiPaths.market.orders}?market=${market}`, client.cookie);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            continue;
          }
          const side = random() < 0.5 ? 'buy' : 'sell';
          const reference = Number(spec.referencePrice);
          // Prices within ±3 % of the reference so orders cross often.
          const price = (reference * (0.97 + random() * 0.06)).toFixed(spec.priceDecimals);
          const amount = (110 + Math.floor(random() * 300)).toFixed(2);
          const type = random() < 0.15 ? 'market' : 'limit';
          const timeInForce = type === 'limit' && random() < 0.2 ? 'IOC' : 'GTC';
          const res = await placeOrderRequest(t, client.cookie, {
            market,
            side,
            type,
            amount,
            ...(type === 'limit' ? { price } : {}),
            timeInForce,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 201) {
            const order = res.json<{ order: Order }>().order;
            if (order.status === 'open' || order.status === 'partially_filled') mine.push(order.id);
          }
        }
      }),
    );

    // The run did real work: orders placed, some refused for balance, cancels answered.
    expect(statuses.get(201)).toBeGreaterThan(CLIENTS * 5);
    expect([...statuses.keys()].every((code) => [200, 201, 404, 409].includes(code))).toBe(true);
    const traded = await t.db.select({ id: trades.id }).from(trades);
    expect(traded.length).toBeGreaterThan(10);

    // No balance below zero, and each user's held funds are exactly what their open orders hold.
    const ids = users.map((u) => u.id);
    const open = await t.db.select().from(orders).where(inArray(orders.userId, ids));
    for (const user of users) {
      const heldByOrders = new Map<string, bigint>();
      for (const row of open.filter(
        (o) => o.userId === user.id && (o.status === 'open' || o.status === 'partially_filled'),
      )) {
        heldByOrders.set(
          row.heldAsset,
          (heldByOrders.get(row.heldAsset) ?? 0n) + parseDecimal(row.heldRemaining, LEDGER_SCALE),
        );
      }
      for (const balance of await getBalances(t.db, user.id)) {
        expect(balance.available >= 0n && balance.held >= 0n).toBe(true);
        expect(balance.held).toBe(heldByOrders.get(balance.asset) ?? 0n);
      }
    }
    // Orders that ended hold nothing; filled never exceeds the amount (a CHECK, asserted here too).
    for (const row of open) {
      if (row.status !== 'open' && row.status !== 'partially_filled') expect(Number(row.heldRemaining)).toBe(0);
      expect(Number(row.filledQuantity)).toBeLessThanOrEqual(Number(row.quantity));
    }

    // The ledger: stored balances equal their postings and every asset sums to zero (conserved).
    const ledger = await recomputeBalances(t.db);
    expect(ledger.mismatches).toEqual([]);
    expect(ledger.assetSums.every((s) => s.sum === 0n)).toBe(true);

    // Each in-memory book holds exactly the open orders of the database, in the same priority.
    for (const market of MARKETS_UNDER_TEST) {
      const book = t.app.market.context.books.get(market);
      const stored = open
        .filter((o) => o.market === market && (o.status === 'open' || o.status === 'partially_filled'))
        .sort((a, b) => a.priority - b.priority)
        .map((row) => {
          const resting = toRestingOrder(book.spec, row);
          return { id: resting.id, remaining: resting.remaining };
        });
      const live = book.engine.openOrders().map((o) => ({ id: o.id, remaining: o.remaining }));
      expect(live).toEqual(stored);
      const snapshot = book.engine.snapshot(1);
      if (snapshot.bids[0] && snapshot.asks[0]) expect(snapshot.bids[0].price < snapshot.asks[0].price).toBe(true);
    }
    // About 200 commands through the whole stack: generous for a loaded 2-core machine.
  }, 240_000);
});
