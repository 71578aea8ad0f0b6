import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { orders, trades, tradeVolumeMinutes } from '../../db/schema/market';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type TradeRow = typeof trades.$inferSelect;
export type NewTradeRow = typeof trades.$inferInsert;

const OPEN_STATUSES = ['open', 'partially_filled'] as const;

export async function findOrderById(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Live orders of a market in book time priority: what a restart rebuilds the book from. */
export async function findOpenOrdersOfMarket(db: Executor, market: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.market, market), inArray(orders.status, [...OPEN_STATUSES])))
    .orderBy(asc(orders.priority));
}

export async function findOpenOrdersOfUser(db: Executor, userId: string, market?: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...OPEN_STATUSES]),
        market ? eq(orders.market, market) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.sequence));
}

export async function findOrdersOfUser(
  db: Executor,
  userId: string,
  filter: { status: 'open' | 'all'; market?: string | undefined; limit: number },
): Promise<OrderRow[]> {
  if (filter.status === 'open') return findOpenOrdersOfUser(db, userId, filter.market);
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), filter.market ? eq(orders.market, filter.market) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.sequence))
    .limit(filter.limit);
}

/** Highest sequence and priority used in a market, so numbering continues after a restart. */
export async function findMaxSequence(db: Executor, market: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<string | null>`greatest(max(${orders.sequence}), max(${orders.priority}))` })
    .from(orders)
    .where(eq(orders.market, market));
  return row?.max ? Number(row.max) : 0;
}

export async function findLastTrade(db: Executor, market: string): Promise<TradeRow | undefined> {
  const [row] = await db
    .select()
    .from(trades)
    .where(eq(trades.market, market))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(1);
  return row;
}

export async function findRecentTrades(db: Executor, market: string, limit: number): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(eq(trades.market, market))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(limit);
}

export async function countTrades(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(trades);
  return row?.n ?? 0;
}

export interface WindowStatsRow {
  first: string | null;
  high: string | null;
  low: string | null;
  volume: string | null;
  quote_volume: string | null;
}

/** Open (first price), high, low and volumes of a market's trades since `since`. */
export async function findWindowStats(db: Executor, market: string, since: Date): Promise<WindowStatsRow> {
  const [row] = await queryRows<WindowStatsRow>(
    db,
    sql`select
          (select price from trades where market = ${market} and created_at >= ${since.toISOString()}
             order by created_at asc, id asc limit 1) as first,
          max(price) as high, min(price) as low, sum(quantity) as volume, sum(quote_amount) as quote_volume
        from trades where market = ${market} and created_at >= ${since.toISOString()}`,
  );
  return row ?? { first: null, high: null, low: null, volume: null, quote_volume: null };
}

export interface CandleRow {
  bucket: Date | string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * OHLCV per time bucket with date_bin (PostgreSQL 14+ and PGlite alike). The origin is a Monday at
 * midnight UTC, so weekly buckets start on Mondays and daily ones at midnight.
 */
export async function findCandles(
  db: Executor,
  market: string,
  bucketSeconds: number,
  since: Date,
): Promise<CandleRow[]> {
  const interval = `${bucketSeconds} seconds`;
  return queryRows<CandleRow>(
    db,
    sql`select bucket,
          (array_agg(price order by created_at asc, id asc))[1] as open,
          max(price) as high, min(price) as low,
          (array_agg(price order by created_at desc, id desc))[1] as close,
          sum(quantity) as volume
        from (select date_bin(${interval}::interval, created_at, timestamptz '2001-01-01 00:00:00+00') as bucket,
                     price, quantity, created_at, id
              from trades where market = ${market} and created_at >= ${since.toISOString()}) t
        group by bucket order by bucket asc`,
  );
}

export interface MyTradeRow {
  id: string;
  market: string;
  price: string;
  quantity: string;
  quote_amount: string;
  created_at: Date | string;
  my_side: 'buy' | 'sell';
  is_maker: boolean;
  fee: string;
}

export interface MyTradesFilter {
  userId: string;
  side: 'all' | 'buy' | 'sell';
  since: Date;
  market?: string | undefined;
}

/** My fills with my side and my fee (a user is never both maker and taker: self-trades are prevented). */
function myTradesSql(filter: MyTradesFilter) {
  return sql`select * from (
      select id, market, price, quantity, quote_amount, created_at,
        case when taker_user_id = ${filter.userId} then taker_side
             when taker_side = 'buy' then 'sell' else 'buy' end as my_side,
        (maker_user_id = ${filter.userId}) as is_maker,
        case when taker_user_id = ${filter.userId} then taker_fee else maker_fee end as fee
      from trades
      where (maker_user_id = ${filter.userId} or taker_user_id = ${filter.userId})
        and created_at >= ${filter.since.toISOString()}
        ${filter.market ? sql`and market = ${filter.market}` : sql``}
    ) mine
    where ${filter.side === 'all' ? sql`true` : sql`my_side = ${filter.side}`}`;
}

export async function findMyTrades(
  db: Executor,
  filter: MyTradesFilter,
  page?: { limit: number; offset: number },
): Promise<MyTradeRow[]> {
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return queryRows<MyTradeRow>(db, sql`${myTradesSql(filter)} order by created_at desc, id desc ${paging}`);
}

export interface MyTradesTotalsRow {
  market: string;
  my_side: 'buy' | 'sell';
  count: number;
  volume: string;
  quote_volume: string;
  fees: string;
}

/** Counts and sums per market and side, for the summary tiles. */
export async function findMyTradesTotals(db: Executor, filter: MyTradesFilter): Promise<MyTradesTotalsRow[]> {
  return queryRows<MyTradesTotalsRow>(
    db,
    sql`select market, my_side, count(*)::int as count, sum(quantity) as volume,
               sum(quote_amount) as quote_volume, sum(fee) as fees
        from (${myTradesSql(filter)}) f group by market, my_side`,
  );
}

const MINUTE_MS = 60_000;

/**
 * USD volume inputs of a market batch as a JSON scalar subquery: each user's quote traded per market
 * since `since` (text). The whole minutes come from `trade_volume_minutes` (kept by triggers on
 * `trades`, migration 0033), and only the trades of the partial minute the window starts in from
 * `trades`: rows read are bounded by the minutes the user traded in, not by the trades.
 * A user is never both maker and taker of one trade (self-trades are prevented), so nothing counts
 * twice.
 */
export function quoteVolumesSinceJson(userIds: readonly string[], since: Date): SQL {
  if (userIds.length === 0) return sql`'[]'::json`;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const from = since.toISOString();
  const firstWholeMinute = new Date(Math.ceil(since.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
  return sql`(select coalesce(json_agg(json_build_object('userId', user_id, 'market', market,
                'quoteVolume', quote_volume::text)), '[]'::json)
              from (select user_id, market, sum(quote_amount) as quote_volume from (
                      select user_id, market, quote_volume as quote_amount from ${tradeVolumeMinutes}
                      where user_id in (${ids}) and minute >= ${firstWholeMinute}
                      union all
                      select maker_user_id as user_id, market, quote_amount from trades
                      where maker_user_id in (${ids}) and created_at >= ${from} and created_at < ${firstWholeMinute}
                      union all
                      select taker_user_id as user_id, market, quote_amount from trades
                      where taker_user_id in (${ids}) and created_at >= ${from} and created_at < ${firstWholeMinute}
                    ) mine group by user_id, market) volumes)`;
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row?.id ?? null;
}
