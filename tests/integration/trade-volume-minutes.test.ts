import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '../../src/contracts/market';
import { queryRows, type Executor } from '../../src/server/db/client';
import { jobs, trades, userProfiles } from '../../src/server/db/schema';
import { DAILY_VOLUME_WINDOW_MS } from '../../src/server/modules/market/exchange-batch';
import { quoteVolumesSinceJson } from '../../src/server/modules/market/market-repository';
import {
  TRADE_VOLUME_PRUNE_QUEUE,
  TRADE_VOLUME_RETENTION_MS,
  pruneTradeVolumeMinutes,
} from '../../src/server/modules/market/trade-volume-retention';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const MINUTE_MS = 60_000;

/**
 * The per-minute trade volumes (migration 0033) the daily volume limit reads instead of every trade
 * of the last 24 hours: kept equal to `trades` by its triggers whatever changes the
 * trades, and read so that the window's first, partial minute still counts to the millisecond.
 */
describe('trade_volume_minutes: per-minute sums of trades for the daily volume limit', () => {
  let t: TestApp;

  async function trader(amounts: Record<string, string>) {
    const { user: trader, cookie } = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, trader.id));
    await fundUser(t.db, trader.id, amounts);
    return { id: trader.id, cookie };
  }

  async function place(cookie: string, body: Record<string, unknown>) {
    const res = await placeOrderRequest(t, cookie, { type: 'limit', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PlaceOrderResponse>();
  }

  /** Two fills in each of two markets between a seller and a buyer. */
  async function tradingPair() {
    const seller = await trader({ VINO: '1000' });
    const buyer = await trader({ USD: '1000', ETH: '1' });
    const tradeIds: string[] = [];
    for (const [market, price] of [
      ['VINO-USD', '1'],
      ['VINO-ETH', '0.000298'],
    ] as const) {
      for (const amount of ['100', '150']) {
        await place(seller.cookie, { market, side: 'sell', amount, price });
        const filled = await place(buyer.cookie, { market, side: 'buy', amount, price });
        tradeIds.push(...filled.fills.map((fill) => fill.tradeId));
      }
    }
    return { seller, buyer, tradeIds };
  }

  /** The table's rows against the same sums computed from `trades` itself, for `userIds`. */
  async function rollupAndTruth(userIds: string[]) {
    const minute = sql`date_bin('1 minute', created_at, timestamptz '2000-01-01 00:00:00+00')`;
    const ids = sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rollup = await queryRows<{ user_id: string; minute: string; market: string; quote_volume: string }>(
      t.db,
      sql`select user_id, minute::text, market, quote_volume::text from trade_volume_minutes
          where user_id in (${ids}) order by 1, 2, 3`,
    );
    const truth = await queryRows<{ user_id: string; minute: string; market: string; quote_volume: string }>(
      t.db,
      sql`select user_id, minute::text, market, sum(quote_amount)::text as quote_volume from (
            select maker_user_id as user_id, ${minute} as minute, market, quote_amount from trades
            union all
            select taker_user_id, ${minute}, market, quote_amount from trades
          ) traded where user_id in (${ids}) group by 1, 2, 3 order by 1, 2, 3`,
    );
    return { rollup, truth };
  }

  async function volumesSince(userId: string, since: Date) {
    const [row] = await queryRows<{ volumes: { userId: string; market: string; quoteVolume: string }[] }>(
      t.db,
      sql`select ${quoteVolumesSinceJson([userId], since)} as volumes`,
    );
    return Object.fromEntries(row!.volumes.map((v) => [v.market, Number(v.quoteVolume)]));
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it('holds what trades hold per user, minute and market after trading, moving and deleting trades', async () => {
    const { seller, buyer, tradeIds } = await tradingPair();
    const users = [seller.id, buyer.id];
    let { rollup, truth } = await rollupAndTruth(users);
    expect(truth.length).toBeGreaterThanOrEqual(4); // two users × two markets, a minute or two
    expect(rollup).toEqual(truth);

    // Trades moved back in time (one of them into another minute) leave their old minute.
    await t.db
      .update(trades)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * MINUTE_MS) })
      .where(eq(trades.id, tradeIds[0]!));
    await t.db
      .update(trades)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * MINUTE_MS) })
      .where(inArray(trades.id, tradeIds.slice(1)));
    ({ rollup, truth } = await rollupAndTruth(users));
    expect(rollup).toEqual(truth);
    expect(rollup.every((row) => Number(row.quote_volume) > 0)).toBe(true);

    // Deleted trades (the app never deletes one) take their minutes with them.
    await t.db.delete(trades).where(inArray(trades.id, tradeIds));
    ({ rollup, truth } = await rollupAndTruth(users));
    expect(truth).toEqual([]);
    expect(rollup).toEqual([]);
  });

  it('counts the window to the millisecond: the partial first minute from the trades themselves', async () => {
    const { buyer, tradeIds } = await tradingPair();
    // VINO-USD: 100 then 150 USD; both VINO-ETH fills far in the past.
    const [first, second, ...eth] = tradeIds;
    const since = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS - 90 * MINUTE_MS + 20_000);
    await t.db
      .update(trades)
      .set({ createdAt: new Date(since.getTime() + 5_000) }) // inside the window, in its first minute
      .where(eq(trades.id, first!));
    await t.db
      .update(trades)
      .set({ createdAt: new Date(since.getTime() - 5_000) }) // the same minute, just outside the window
      .where(eq(trades.id, second!));
    await t.db
      .update(trades)
      .set({ createdAt: new Date(since.getTime() - 2 * 60 * MINUTE_MS) })
      .where(inArray(trades.id, eth));

    expect(await volumesSince(buyer.id, since)).toEqual({ 'VINO-USD': 100 });
    expect(await volumesSince(buyer.id, new Date(since.getTime() - 10_000))).toEqual({ 'VINO-USD': 250 });
    expect(await volumesSince(buyer.id, new Date(since.getTime() + 10_000))).toEqual({});
    // A window starting on a whole minute reads only the per-minute sums.
    const wholeMinute = new Date(Math.floor(since.getTime() / MINUTE_MS) * MINUTE_MS);
    expect(await volumesSince(buyer.id, wholeMinute)).toEqual({ 'VINO-USD': 250 });
    expect(await volumesSince(buyer.id, new Date(since.getTime() - 3 * 60 * MINUTE_MS))).toEqual({
      'VINO-USD': 250,
      'VINO-ETH': 0.0745, // 250 VINO at 0.000298
    });
  });
  it("reads no trade of the window's whole minutes, however many there are", async () => {
    const { buyer, tradeIds } = await tradingPair();
    const now = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    for (const [index, id] of tradeIds.entries()) {
      await t.db
        .update(trades)
        .set({ createdAt: new Date(now - (index + 1) * 10 * MINUTE_MS) })
        .where(eq(trades.id, id));
    }
    const since = new Date(now - 60 * MINUTE_MS + 30_000);
    const tradeRowsRead = (tx: Executor) =>
      queryRows<{ read: number }>(
        tx,
        sql`select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as read
            from pg_stat_xact_user_tables where relname = 'trades'`,
      ).then((rows) => rows[0]!.read);
    const read = await t.db.transaction(async (tx) => {
      // Index scans only, as on a large table: summing the trades themselves would fetch all four.
      await tx.execute(sql`set local enable_seqscan = off`);
      const before = await tradeRowsRead(tx);
      const [row] = await queryRows<{ volumes: { market: string; quoteVolume: string }[] }>(
        tx,
        sql`select ${quoteVolumesSinceJson([buyer.id], since)} as volumes`,
      );
      return { rows: (await tradeRowsRead(tx)) - before, volumes: row!.volumes };
    });
    expect(read.rows).toBe(0);
    expect(Object.fromEntries(read.volumes.map((v) => [v.market, Number(v.quoteVolume)]))).toEqual({
      'VINO-USD': 250,
      'VINO-ETH': 0.0745,
    });
  });

  it('prunes the minutes older than the retention, hourly, and keeps what the limit can still read', async () => {
    const { buyer, tradeIds } = await tradingPair();
    const now = new Date();
    const minuteAgo = (minutes: number) =>
      new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS - minutes * MINUTE_MS);
    const retentionMinutes = TRADE_VOLUME_RETENTION_MS / MINUTE_MS;
    expect(TRADE_VOLUME_RETENTION_MS).toBeGreaterThan(DAILY_VOLUME_WINDOW_MS);
    // One VINO-USD fill just inside the retention, one just outside it, both VINO-ETH fills a day ago.
    const [kept, old, ...dayAgo] = tradeIds;
    await t.db
      .update(trades)
      .set({ createdAt: minuteAgo(retentionMinutes - 1) })
      .where(eq(trades.id, kept!));
    await t.db
      .update(trades)
      .set({ createdAt: minuteAgo(retentionMinutes + 1) })
      .where(eq(trades.id, old!));
    await t.db
      .update(trades)
      .set({ createdAt: minuteAgo(23 * 60) })
      .where(inArray(trades.id, dayAgo));
    const minutesOf = async () =>
      (
        await queryRows<{ minute: string }>(
          t.db,
          sql`select minute::text from trade_volume_minutes where user_id = ${buyer.id} order by minute`,
        )
      ).map((row) => new Date(row.minute).getTime());
    expect(await minutesOf()).toHaveLength(3);
    const dailyBefore = await volumesSince(buyer.id, new Date(now.getTime() - DAILY_VOLUME_WINDOW_MS));

    expect(await pruneTradeVolumeMinutes(t.db, now)).toBeGreaterThanOrEqual(2); // the buyer's and the seller's
    expect(await minutesOf()).toEqual([minuteAgo(retentionMinutes - 1).getTime(), minuteAgo(23 * 60).getTime()]);
    expect(await volumesSince(buyer.id, new Date(now.getTime() - DAILY_VOLUME_WINDOW_MS))).toEqual(dailyBefore);
    expect(dailyBefore).toEqual({ 'VINO-ETH': 0.0745 });
    expect(await pruneTradeVolumeMinutes(t.db, now)).toBe(0);

    // The app runs it as a durable job, one per hour across every node.
    const queued = await t.db
      .select({ dedupeKey: jobs.dedupeKey })
      .from(jobs)
      .where(eq(jobs.queue, TRADE_VOLUME_PRUNE_QUEUE));
    expect(queued.length).toBeGreaterThanOrEqual(1);
    expect(queued.every((job) => job.dedupeKey?.startsWith('trade-volume-prune:'))).toBe(true);
  });
});
