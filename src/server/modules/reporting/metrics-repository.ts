import { sql } from 'drizzle-orm';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import { queryRows, type Executor } from '../../db/client';

/** The platform's own accounts (the market maker) are not users in the figures. */
const SYSTEM_EMAIL_PATTERN = `%@${SYSTEM_USER_EMAIL_DOMAIN}`;

export interface RawPlatformCounts {
  totalUsers: number;
  newUsersToday: number;
  activeUsers24h: number;
  totalRevenue: string;
  revenue24h: string;
  totalTransactions: number;
  transactionsToday: number;
}

/** Counts behind the platform metrics, one round-trip. */
export async function readPlatformCounts(db: Executor): Promise<RawPlatformCounts> {
  const rows = await queryRows<{
    total_users: string;
    new_users_today: string;
    active_users_24h: string;
    total_revenue: string;
    revenue_24h: string;
    total_transactions: string;
    transactions_today: string;
  }>(
    db,
    sql`
    select
      (select count(*) from "user" where email not like ${SYSTEM_EMAIL_PATTERN}) as total_users,
      (select count(*) from "user" where created_at >= date_trunc('day', now()) and email not like ${SYSTEM_EMAIL_PATTERN}) as new_users_today,
      (select count(*) from (
         select user_id from user_activities where created_at > now() - interval '24 hours' and user_id is not null
         union
         select user_id from session where updated_at > now() - interval '24 hours'
       ) active) as active_users_24h,
      (select coalesce(sum(amount), 0)::numeric(20,2)::text from revenue_tracking) as total_revenue,
      (select coalesce(sum(amount), 0)::numeric(20,2)::text from revenue_tracking where created_at > now() - interval '24 hours') as revenue_24h,
      (select count(*) from revenue_tracking) as total_transactions,
      (select count(*) from revenue_tracking where created_at >= date_trunc('day', now())) as transactions_today
  `,
  );
  const row = rows[0]!;
  return {
    totalUsers: Number(row.total_users),
    newUsersToday: Number(row.new_users_today),
    activeUsers24h: Number(row.active_users_24h),
    totalRevenue: row.total_revenue,
    revenue24h: row.revenue_24h,
    totalTransactions: Number(row.total_transactions),
    transactionsToday: Number(row.transactions_today),
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
