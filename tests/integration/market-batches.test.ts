import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKET_IDS, MARKETS, type MarketId } from '../../src/domain/exchange/markets';
import { ledgerEntries, orders, userProfiles } from '../../src/server/db/schema';
import { postEntry } from '../../src/server/modules/ledger/post-entry';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { cancelOrder } from '../../src/server/modules/market/cancel-order';
import { EndedOrders } from '../../src/server/modules/market/ended-orders';
import { toRestingOrder } from '../../src/server/modules/market/market-books';
import { placeOrder } from '../../src/server/modules/market/place-order';
import { runMarketCommand } from '../../src/server/modules/market/run-market-command';
import { fundUser } from '../factories/market';
import { insertUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Group commit: commands that queue while a market's transaction is in flight commit
 * together; a batch that fails is rolled back whole and its commands run again one by one.
 */
describe(`market batches (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  let t: TestApp;
  const traders: { id: string; email: string; name: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    for (let i = 0; i < 4; i++) {
      const user = await insertUser(t.db);
      await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
      await fundUser(t.db, user.id, { USD: '100000', USDT: '100000', VINO: '100000', ETH: '100', BTC: '10' });
      traders.push({ id: user.id, email: user.email, name: user.name });
    }
  });
  afterAll(() => t.close());

  const ctx = () => t.app.market.context;
  /** A command of VINO-ETH whose journal entry reuses `reference`: it fails its batch's statement. */
  const failingCommand = (reference: string) =>
    runMarketCommand(ctx(), 'VINO-ETH', {
      apply: ({ batch, markEngineTouched }) => {
        markEngineTouched();
        batch.ledger.add({
          kind: 'test_conflict',
          reference,
          postings: [
            { account: { system: 'external' }, asset: 'USD', bucket: 'available', amount: -2n },
            { account: { userId: traders[0]!.id }, asset: 'USD', bucket: 'available', amount: 2n },
          ],
        });
        return { outcome: { orders: [], trades: [], levels: [] } };
      },
    });
  /** An entry under `reference`: a batch that posts it again fails its journal statement. */
  const postConflictingEntry = (reference: string) =>
    postEntry(t.db, {
      kind: 'test_conflict',
      reference,
      postings: [
        { account: { system: 'external' }, asset: 'USD', bucket: 'available', amount: -1n },
        { account: { userId: traders[0]!.id }, asset: 'USD', bucket: 'available', amount: 1n },
      ],
    });
  /** Holds a market's queue until `open()`: what arrives meanwhile forms one batch. */
  function holdQueue(market: MarketId) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    void ctx().books.run(market, () => gate);
    return open;
  }
  /**
   * Waits until `count` commands wait in the market's queue: an order passes its checks before it is
   * queued, which took over 200 ms on a loaded machine, so a fixed sleep let one miss the batch.
   */
  async function untilQueued(market: MarketId, count: number) {
    const until = Date.now() + 20_000;
    while (ctx().books.get(market).pending.length < count) {
      if (Date.now() > until) throw new Error(`${market}: fewer than ${count} commands queued`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const order = (market: MarketId, trader: number, side: 'buy' | 'sell') =>
    placeOrder(ctx(), traders[trader]!, {
      market,
      side,
      type: 'limit',
      amount: '120',
      price: MARKETS[market].referencePrice,
      timeInForce: 'GTC',
      postOnly: false,
    });

  async function expectConsistent() {
    const ledger = await recomputeBalances(t.db);
    expect(ledger.mismatches).toEqual([]);
    expect(ledger.assetSums.every((s) => s.sum === 0n)).toBe(true);
    const stored = await t.db.select().from(orders);
    for (const market of MARKET_IDS) {
      const book = ctx().books.get(market);
      const open = stored
        .filter((o) => o.market === market && (o.status === 'open' || o.status === 'partially_filled'))
        .sort((a, b) => a.priority - b.priority);
      expect(book.engine.openOrders().map((o) => [o.id, o.remaining])).toEqual(
        open.map((row) => [row.id, toRestingOrder(book.spec, row).remaining]),
      );
      expect([...book.openOrders.keys()].sort()).toEqual(open.map((row) => row.id).sort());
    }
  }

  it('commits the commands that queued during a transaction together, answering each after the commit', async () => {
    const before = { ...ctx().batchStats };
    const open = holdQueue('VINO-USD');
    const placed = Array.from({ length: 12 }, (_, n) => order('VINO-USD', n % 2, n % 2 === 0 ? 'buy' : 'sell'));
    await untilQueued('VINO-USD', 12);
    open();
    const answers = await Promise.all(placed);
    expect(ctx().batchStats.commands - before.commands).toBe(12);
    expect(ctx().batchStats.batches - before.batches).toBeLessThan(12);
    // Every answered order exists exactly once, with its fills.
    for (const answer of answers) {
      const rows = await t.db.select().from(orders).where(eq(orders.id, answer.order.id));
      expect(rows).toHaveLength(1);
    }
    expect(answers.filter((a) => a.fills.length > 0)).toHaveLength(6);
    await expectConsistent();
  });

  it('answers a cancel of an order that ended here from memory: 409 for its owner, 404 for others', async () => {
    const resting = await order('VINO-BTC', 1, 'sell');
    const crossing = await order('VINO-BTC', 0, 'buy');
    expect(crossing.fills).toHaveLength(1);
    expect(ctx().endedOrders.get(resting.order.id)).toMatchObject({ status: 'filled', userId: traders[1]!.id });
    const reads = vi.spyOn(ctx().db, 'select');
    await expect(cancelOrder(ctx(), traders[1]!.id, resting.order.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_OPEN',
    });
    await expect(cancelOrder(ctx(), traders[2]!.id, resting.order.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    // Only the most recent ones are kept: an older ended order is read from the database.
    const kept = new EndedOrders(2);
    for (const id of ['a', 'b', 'c']) kept.remember(id, { userId: 'u', market: 'VINO-USD', status: 'filled' });
    expect([kept.get('a'), kept.get('b')?.status, kept.get('c')?.status]).toEqual([undefined, 'filled', 'filled']);
  });

  it('rolls a failed batch back whole and runs each of its commands again alone', async () => {
    // An entry whose reference exists already: posting it again fails the batch's journal statement.
    const reference = randomUUID();
    await postConflictingEntry(reference);
    const before = { ...ctx().batchStats };
    const open = holdQueue('VINO-ETH');
    // The buy queued first, then the sell, both before the failing command (a fixed wait let them
    // arrive in either order, or after it, on a loaded machine).
    const placed = [order('VINO-ETH', 2, 'buy')];
    await untilQueued('VINO-ETH', 1);
    placed.push(order('VINO-ETH', 3, 'sell'));
    await untilQueued('VINO-ETH', 2);
    const failing = failingCommand(reference);
    const later = order('VINO-ETH', 2, 'buy');
    open();
    await expect(failing).rejects.toThrow();
    const answers = await Promise.all([...placed, later]);
    expect(ctx().batchStats.retriedBatches - before.retriedBatches).toBe(1);
    expect(answers[1]!.fills).toHaveLength(1);
    for (const answer of answers) {
      const rows = await t.db.select().from(orders).where(eq(orders.id, answer.order.id));
      expect(rows).toHaveLength(1);
    }
    await expectConsistent();
  });

  /** Holds every market's queue; the returned function opens them all. */
  function holdAllQueues() {
    const opens = MARKET_IDS.map(holdQueue);
    return () => opens.forEach((open) => open());
  }

  it('writes the commands queued in all four markets in one transaction embedded, one per market on PostgreSQL', async () => {
    const before = { ...ctx().batchStats };
    const open = holdAllQueues();
    const placed: Promise<Awaited<ReturnType<typeof order>>>[] = [];
    for (const market of MARKET_IDS) {
      placed.push(order(market, 0, 'buy'), order(market, 1, 'sell'));
      await untilQueued(market, 2);
    }
    open();
    const answers = await Promise.all(placed);
    expect(ctx().batchStats.commands - before.commands).toBe(8);
    // The embedded database's one connection takes every market's batch in one statement (batch-lanes.ts);
    // on PostgreSQL each market commits on its own, in parallel.
    expect(ctx().batchStats.batches - before.batches).toBe(process.env.DATABASE_URL ? 4 : 1);
    // Each sell crossed the buy placed just before it in its market.
    expect(answers.map((answer) => answer.fills.length)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    await expectConsistent();
  });

  it('rolls a failed batch back in every market it spans and runs each command again alone', async () => {
    const reference = randomUUID();
    await postConflictingEntry(reference);
    const before = { ...ctx().batchStats };
    const open = holdAllQueues();
    // Crossing orders in two other markets queue before the failing command, one more after it.
    const placed = [order('VINO-USD', 2, 'buy')];
    await untilQueued('VINO-USD', 1);
    placed.push(order('VINO-USD', 3, 'sell'));
    await untilQueued('VINO-USD', 2);
    placed.push(order('VINO-BTC', 2, 'sell'), order('VINO-BTC', 3, 'buy'));
    await untilQueued('VINO-BTC', 2);
    const failing = failingCommand(reference);
    placed.push(order('VINO-USDT', 2, 'buy'));
    await untilQueued('VINO-USDT', 1);
    open();
    await expect(failing).rejects.toThrow();
    const answers = await Promise.all(placed);
    // Embedded, the failing command shared its batch with the other markets' commands, which ran
    // again alone; on PostgreSQL it failed alone in its market's batch.
    expect(ctx().batchStats.retriedBatches - before.retriedBatches).toBe(process.env.DATABASE_URL ? 0 : 1);
    expect(answers.map((answer) => answer.fills.length)).toEqual([0, 1, 0, 1, 0]);
    for (const answer of answers) {
      const rows = await t.db.select().from(orders).where(eq(orders.id, answer.order.id));
      expect(rows).toHaveLength(1);
    }
    // Nothing of the failed command was written; the books equal the database in every market.
    const conflicting = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
    expect(conflicting).toHaveLength(1);
    await expectConsistent();
  });

  it('takes at most 100 commands a batch, shared fairly between the markets of a batch', async () => {
    const noop = (market: MarketId) =>
      runMarketCommand(ctx(), market, { apply: () => ({ outcome: { orders: [], trades: [], levels: [] } }) });
    const before = { ...ctx().batchStats };
    const open = holdAllQueues();
    const done = [
      ...Array.from({ length: 120 }, () => noop('VINO-USD')),
      ...Array.from({ length: 10 }, () => noop('VINO-ETH')),
    ];
    open();
    await Promise.all(done);
    expect(ctx().batchStats.commands - before.commands).toBe(130);
    // Embedded (one batch for all markets): 10 of VINO-ETH and 90 of VINO-USD, then the other 30.
    // PostgreSQL (a batch per market): VINO-USD in 100 and 20, VINO-ETH in one.
    expect(ctx().batchStats.batches - before.batches).toBe(process.env.DATABASE_URL ? 3 : 2);
  });

  it('commits the four markets in parallel without a shared lock and without deadlocks', async () => {
    const before = { ...ctx().batchStats };
    await Promise.all(
      MARKET_IDS.flatMap((market) =>
        Array.from({ length: 4 }, async (_, client) => {
          for (let n = 0; n < 6; n++) await order(market, client, (client + n) % 2 === 0 ? 'buy' : 'sell');
        }),
      ),
    );
    expect(ctx().batchStats.commands - before.commands).toBe(96);
    // A deadlock would fail a batch (then retried alone): none did.
    expect(ctx().batchStats.retriedBatches - before.retriedBatches).toBe(0);
    await expectConsistent();
  });
});
