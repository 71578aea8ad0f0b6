import { sql } from 'drizzle-orm';
import type { MetricName } from '../../../domain/metrics/metric-catalogue';
import { last24Hours, lastNDays } from '../../../domain/metrics/metric-window';
import { queryRows, type Executor } from '../../db/client';
import { readFeesByAsset, readFunnel, type FunnelCounts } from './analytics-repository';
import { activitySql, readActivityRolledUntil } from './activity-sql';
import { readChurn } from './reports-repository';
import { feeToUsdCents } from './revenue-sources';
import { isCountedUser } from './counted-users-sql';

export interface MetricRequest {
  now: Date;
  /** The N of a "last N days" metric. */
  days?: number;
  /** An explicit window instead of "last N days" (a screen that shows a calendar period). */
  window?: { start: Date; end: Date };
}

const iso = (d: Date) => d.toISOString();

async function scalar(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ v: string | number | null }>(db, query);
  return Number(row?.v ?? 0);
}

const windowOf = (req: MetricRequest) => req.window ?? lastNDays(req.days ?? 30, req.now);
const usd = (n: number) => Math.round(n * 100) / 100;

const FUNNEL_KEY: Partial<Record<MetricName, keyof FunnelCounts>> = {
  funnel_signups: 'signups',
  funnel_verified: 'verified',
  funnel_kyc_approved: 'kyc_approved',
  funnel_purchased: 'purchased',
  funnel_traded: 'traded',
};

/**
 * The catalogue's query of each metric (domain/metrics/metric-catalogue.ts gives its definition).
 * Money is USD rounded to cents; a rate is a percentage with two decimals, null when its base is zero.
 */
export async function readMetric(db: Executor, name: MetricName, req: MetricRequest): Promise<number | null> {
  const w = windowOf(req);
  const inWindow = (column: ReturnType<typeof sql>) =>
    sql`${column} >= ${iso(w.start)}::timestamptz and ${column} < ${iso(w.end)}::timestamptz`;
  const day = last24Hours(req.now);
  const funnelKey = FUNNEL_KEY[name];
  if (funnelKey) return (await readFunnel(db, w))[funnelKey];
  switch (name) {
    case 'users':
      return scalar(db, sql`select count(*) as v from "user" u where ${isCountedUser(sql`u.email`)}`);
    case 'new_users':
      return scalar(
        db,
        sql`select count(*) as v from "user" u where ${isCountedUser(sql`u.email`)} and ${inWindow(sql`u.created_at`)}`,
      );
    case 'active_users':
      return scalar(
        db,
        sql`select count(distinct user_id) as v from (${activitySql({ start: w.start, end: w.end, rolledUntil: await readActivityRolledUntil(db) })}) a`,
      );
    case 'active_users_24h':
      return scalar(db, sql`select count(distinct user_id) as v from (${activitySql({ start: day.start, end: day.end, rolledUntil: null })}) a`);
    case 'revenue_total':
      return usd(await scalar(db, sql`select coalesce(sum(amount), 0) as v from revenue_tracking`));
    case 'revenue_24h':
      return usd(
        await scalar(
          db,
          sql`select coalesce(sum(amount), 0) as v from revenue_tracking where created_at > ${iso(day.start)}::timestamptz`,
        ),
      );
    case 'revenue': {
      const [rows, fees] = await Promise.all([
        scalar(db, sql`select coalesce(sum(amount), 0) as v from revenue_tracking where ${inWindow(sql`created_at`)}`),
        readFeesByAsset(db, w),
      ]);
      const feeCents = fees.reduce((s, f) => s + (feeToUsdCents(f.asset, f.amount) ?? 0n), 0n);
      return usd(rows + Number(feeCents) / 100);
    }
    case 'purchases':
      return scalar(
        db,
        sql`select count(*) as v from revenue_tracking where revenue_type = 'token_purchase' and ${inWindow(sql`created_at`)}`,
      );
    case 'buyers':
      return scalar(
        db,
        sql`select count(distinct user_id) as v from revenue_tracking where revenue_type = 'token_purchase' and user_id is not null`,
      );
    case 'trades':
      return scalar(db, sql`select count(*) as v from trades where ${inWindow(sql`created_at`)}`);
    case 'transactions':
      return scalar(
        db,
        sql`select (select count(*) from revenue_tracking where revenue_type = 'token_purchase') + (select count(*) from trades) as v`,
      );
    case 'holders':
      return scalar(db, sql`select count(*) as v from (${holdersSql()}) h`);
    case 'stakers':
      return scalar(
        db,
        sql`select count(distinct s.user_id) as v from stakes s join "user" u on u.id = s.user_id
            where s.status = 'active' and ${isCountedUser(sql`u.email`)}`,
      );
    case 'conversion': {
      const [row] = await queryRows<{ signups: number; converted: number }>(
        db,
        sql`select count(*)::int as signups, (count(*) filter (where exists (
                select 1 from revenue_tracking r where r.user_id = u.id and r.revenue_type = 'token_purchase'
                  and r.created_at < ${iso(w.end)}::timestamptz)))::int as converted
            from "user" u where ${isCountedUser(sql`u.email`)} and ${inWindow(sql`u.created_at`)}`,
      );
      return row && row.signups > 0 ? usd((row.converted / row.signups) * 100) : null;
    }
    case 'churned': {
      const length = w.end.getTime() - w.start.getTime();
      const previous = { start: new Date(w.start.getTime() - length), end: w.start };
      return (await readChurn(db, previous, w)).churned;
    }
    case 'audit_events':
      return scalar(db, sql`select count(*) as v from audit_log`);
    case 'open_security_alerts':
      return scalar(db, sql`select count(*) as v from system_alerts where type = 'security' and not resolved`);
    default:
      throw new Error(`No query for metric ${name}`);
  }
}

/**
 * Token holders, one row per person: a positive VINO balance (available + held) or an active stake
 * (staked VINO sits in the staking pool's account, not the person's). System accounts excluded.
 */
export function holdersSql() {
  return sql`select u.id from "user" u
    where ${isCountedUser(sql`u.email`)} and (
      exists (select 1 from ledger_accounts a where a.user_id = u.id and a.owner_type = 'user' and a.asset = 'VINO'
              and a.available + a.held > 0)
      or exists (select 1 from stakes s where s.user_id = u.id and s.status = 'active'))`;
}
