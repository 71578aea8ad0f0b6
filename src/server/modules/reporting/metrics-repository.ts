import { sql } from 'drizzle-orm';
import { last24Hours, lastNDays } from '../../../domain/metrics/metric-window';
import { queryRows, type Executor } from '../../db/client';
import { activitySql } from './activity-sql';
import { isCountedUser } from './counted-users-sql';
import { holdersSql } from './metric-queries';

export interface RawPlatformCounts {
  totalUsers: number;
  newUsersToday: number;
  activeUsers24h: number;
  totalRevenue: string;
  revenue24h: string;
  totalTransactions: number;
  transactionsToday: number;
  holders: number;
  stakers: number;
}

/**
 * Counts behind the platform metrics, one round-trip, by the metrics catalogue's definitions
 * (domain/metrics/metric-catalogue.ts): users by the one system-account rule, active people from the
 * shared activity rows, transactions = completed token purchases plus exchange trades.
 */
export async function readPlatformCounts(db: Executor, now: Date = new Date()): Promise<RawPlatformCounts> {
  const today = lastNDays(1, now).start.toISOString();
  const day = last24Hours(now);
  const rows = await queryRows<{
    total_users: string;
    new_users_today: string;
    active_users_24h: string;
    total_revenue: string;
    revenue_24h: string;
    purchases: string;
    purchases_today: string;
    trades: string;
    trades_today: string;
    holders: string;
    stakers: string;
  }>(
    db,
    sql`
    select
      (select count(*) from "user" u where ${isCountedUser(sql`u.email`)}) as total_users,
      (select count(*) from "user" u where u.created_at >= ${today}::timestamptz and ${isCountedUser(sql`u.email`)}) as new_users_today,
      (select count(distinct user_id) from (${activitySql({ start: day.start, end: day.end, rolledUntil: null })}) a) as active_users_24h,
      (select coalesce(sum(amount), 0)::numeric(20,2)::text from revenue_tracking) as total_revenue,
      (select coalesce(sum(amount), 0)::numeric(20,2)::text from revenue_tracking where created_at > ${day.start.toISOString()}::timestamptz) as revenue_24h,
      (select count(*) from revenue_tracking where revenue_type = 'token_purchase') as purchases,
      (select count(*) from revenue_tracking where revenue_type = 'token_purchase' and created_at >= ${today}::timestamptz) as purchases_today,
      (select count(*) from trades) as trades,
      (select count(*) from trades where created_at >= ${today}::timestamptz) as trades_today,
      (select count(*) from (${holdersSql()}) h) as holders,
      (select count(distinct s.user_id) from stakes s join "user" u on u.id = s.user_id
         where s.status = 'active' and ${isCountedUser(sql`u.email`)}) as stakers
  `,
  );
  const row = rows[0]!;
  return {
    totalUsers: Number(row.total_users),
    newUsersToday: Number(row.new_users_today),
    activeUsers24h: Number(row.active_users_24h),
    totalRevenue: row.total_revenue,
    revenue24h: row.revenue_24h,
    totalTransactions: Number(row.purchases) + Number(row.trades),
    transactionsToday: Number(row.purchases_today) + Number(row.trades_today),
    holders: Number(row.holders),
    stakers: Number(row.stakers),
  };
}

export interface RawReserves {
  reserveValue: string;
  totalWineValue: string;
  circulatingSupply: string;
  backingAssetCount: number;
  bottleCount: number;
}

/** Wine reserve (backing assets only; retired assets never count) and VINO in circulation (mints minus burns). */
export async function readReserves(db: Executor): Promise<RawReserves> {
  const rows = await queryRows<{
    reserve_value: string;
    total_wine_value: string;
    circulating_supply: string;
    backing_asset_count: string;
    bottle_count: string;
  }>(
    db,
    sql`
    select
      (select coalesce(sum(current_value * bottle_count), 0)::numeric(20,2)::text from wine_assets where backs_token and retired_at is null) as reserve_value,
      (select coalesce(sum(current_value * bottle_count), 0)::numeric(20,2)::text from wine_assets where retired_at is null) as total_wine_value,
      (select coalesce(sum(case when kind = 'mint' then amount else -amount end), 0)::numeric(30,8)::text from token_supply_events) as circulating_supply,
      (select count(*) from wine_assets where backs_token and retired_at is null) as backing_asset_count,
      (select coalesce(sum(bottle_count), 0) from wine_assets where backs_token and retired_at is null) as bottle_count
  `,
  );
  const row = rows[0]!;
  return {
    reserveValue: row.reserve_value,
    totalWineValue: row.total_wine_value,
    circulatingSupply: row.circulating_supply,
    backingAssetCount: Number(row.backing_asset_count),
    bottleCount: Number(row.bottle_count),
  };
}

export interface RawPresaleCounters {
  investors: number;
  fundsRaised: string;
}

/** Presale counters: distinct buyers and money received for token purchases. */
export async function readPresaleCounters(db: Executor): Promise<RawPresaleCounters> {
  const rows = await queryRows<{ investors: string; funds_raised: string }>(
    db,
    sql`
    select count(distinct user_id) as investors, coalesce(sum(amount), 0)::numeric(20,2)::text as funds_raised
    from revenue_tracking where revenue_type = 'token_purchase'
  `,
  );
  const row = rows[0]!;
  return { investors: Number(row.investors), fundsRaised: row.funds_raised };
}
