import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { activitySql, readActivityRolledUntil } from './activity-sql';
import { SYSTEM_EMAIL_PATTERN } from './counted-users-sql';

/*
 * The analytics suite's queries: aggregates and date bins run in the database, one statement per
 * figure group. People are "user" rows outside the system accounts (the metrics catalogue's one rule);
 * revenue is revenue_tracking plus the ledger's `fees` account takings (the admin report's rule).
 */

export interface Span {
  start: Date;
  end: Date;
}
export type BinUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

const iso = (d: Date) => d.toISOString();
/** A UTC bin start of a timestamp column. */
const bin = (unit: BinUnit, column: SQL) => sql`date_trunc(${unit}, ${column} at time zone 'UTC')`;

export interface BinRow {
  /** The bin's start (UTC, ISO). */
  bin: string;
  revenue: number;
  purchases: number;
  new_users: number;
  trades: number;
  staked: number;
  active: number;
}

/**
 * Per calendar bin in [start, end): revenue rows' total, token purchases, sign-ups, trades, VINO
 * newly staked and distinct active people. Bins without rows are absent (the caller fills zeros).
 */
export async function readBins(db: Executor, unit: BinUnit, span: Span): Promise<BinRow[]> {
  const rolledUntil = await readActivityRolledUntil(db);
  const s = iso(span.start);
  const e = iso(span.end);
  const inSpan = (column: SQL) => sql`${column} >= ${s}::timestamptz and ${column} < ${e}::timestamptz`;
  return queryRows<BinRow>(
    db,
    sql`with rev as (
          select ${bin(unit, sql`created_at`)} as b, sum(amount)::float8 as revenue,
                 (count(*) filter (where revenue_type = 'token_purchase'))::int as purchases
          from revenue_tracking where ${inSpan(sql`created_at`)} group by 1),
        ppl as (select ${bin(unit, sql`created_at`)} as b, count(*)::int as new_users from "user"
                where email not like ${SYSTEM_EMAIL_PATTERN} and ${inSpan(sql`created_at`)} group by 1),
        trd as (select ${bin(unit, sql`created_at`)} as b, count(*)::int as trades from trades
                where ${inSpan(sql`created_at`)} group by 1),
        stk as (select ${bin(unit, sql`started_at`)} as b, sum(amount)::float8 as staked from stakes
                where ${inSpan(sql`started_at`)} group by 1),
        -- (bin, person) pairs first: a hashed distinct, where count(distinct) per bin would sort every row.
        act as (select b, count(*)::int as active
                from (select distinct ${bin(unit, sql`at`)} as b, user_id from (${activitySql({ ...span, rolledUntil })}) x) y
                group by b),
        bins as (select b from rev union select b from ppl union select b from trd union select b from stk union select b from act)
        select to_char(bins.b, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bin,
          coalesce(rev.revenue, 0) as revenue, coalesce(rev.purchases, 0) as purchases,
          coalesce(ppl.new_users, 0) as new_users, coalesce(trd.trades, 0) as trades,
          coalesce(stk.staked, 0) as staked, coalesce(act.active, 0) as active
        from bins left join rev using (b) left join ppl using (b) left join trd using (b)
          left join stk using (b) left join act using (b)
        order by bins.b`,
  );
}

/** Trading fees the ledger's `fees` account took, per bin and asset (ledger units as text). */
export function readFeeBins(
  db: Executor,
  unit: BinUnit,
  span: Span,
): Promise<{ bin: string; asset: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select to_char(${bin(unit, sql`e.created_at`)}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bin, p.asset, sum(p.amount)::text as amount
        from ledger_entries e
        join ledger_postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id and a.owner_type = 'system' and a.system_name = 'fees'
        where e.kind = 'trade' and e.created_at >= ${iso(span.start)}::timestamptz and e.created_at < ${iso(span.end)}::timestamptz
        group by 1, 2`,
  );
}

/** Revenue rows in a span by revenue_type (USD). */
export function readRevenueByType(db: Executor, span: Span): Promise<{ revenue_type: string; amount: number }[]> {
  return queryRows(
    db,
    sql`select revenue_type, sum(amount)::float8 as amount from revenue_tracking
        where created_at >= ${iso(span.start)}::timestamptz and created_at < ${iso(span.end)}::timestamptz
        group by revenue_type`,
  );
}

/** Ledger trading fees in a span by asset (ledger units as text). */
export function readFeesByAsset(db: Executor, span: Span): Promise<{ asset: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select p.asset, sum(p.amount)::text as amount
        from ledger_entries e
        join ledger_postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id and a.owner_type = 'system' and a.system_name = 'fees'
        where e.kind = 'trade' and e.created_at >= ${iso(span.start)}::timestamptz and e.created_at < ${iso(span.end)}::timestamptz
        group by p.asset`,
  );
}

export interface SpanTotals {
  purchases: number;
  new_users: number;
  trades: number;
  staked: number;
  active: number;
}

/** The KPI counts of one span. */
export async function readSpanTotals(db: Executor, span: Span): Promise<SpanTotals> {
  const rolledUntil = await readActivityRolledUntil(db);
  const s = iso(span.start);
  const e = iso(span.end);
  const [row] = await queryRows<SpanTotals>(
    db,
    sql`select
      (select count(*) from revenue_tracking where revenue_type = 'token_purchase' and created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz)::int as purchases,
      (select count(*) from "user" where email not like ${SYSTEM_EMAIL_PATTERN} and created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz)::int as new_users,
      (select count(*) from trades where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz)::int as trades,
      (select coalesce(sum(amount), 0) from stakes where started_at >= ${s}::timestamptz and started_at < ${e}::timestamptz)::float8 as staked,
      (select count(*) from (select distinct user_id from (${activitySql({ ...span, rolledUntil })}) x) y)::int as active`,
  );
  return row!;
}

export interface FunnelCounts {
  visits: number;
  signups: number;
  verified: number;
  kyc_approved: number;
  purchased: number;
  traded: number;
}

/**
 * The acquisition funnel of a span: page loads reported by browsers (web-vitals), then of the people
 * who signed up in it, each step within the one before: e-mail verified, then KYC approved, then a
 * token purchase, then a trade, by the span's end.
 */
export async function readFunnel(db: Executor, span: Span): Promise<FunnelCounts> {
  const s = iso(span.start);
  const e = iso(span.end);
  const [row] = await queryRows<FunnelCounts>(
    db,
    sql`with people as (
          select u.id, u.email_verified, p.kyc_status = 'approved' as approved from "user" u
          left join user_profiles p on p.id = u.id
          where u.email not like ${SYSTEM_EMAIL_PATTERN} and u.created_at >= ${s}::timestamptz and u.created_at < ${e}::timestamptz),
        buyers as (select distinct user_id from revenue_tracking
                   where revenue_type = 'token_purchase' and user_id in (select id from people) and created_at < ${e}::timestamptz),
        traders as (select maker_user_id as user_id from trades where maker_user_id in (select id from people) and created_at < ${e}::timestamptz
                    union select taker_user_id from trades where taker_user_id in (select id from people) and created_at < ${e}::timestamptz),
        steps as (select p.id, p.email_verified as verified,
                    p.email_verified and coalesce(p.approved, false) as approved,
                    p.email_verified and coalesce(p.approved, false) and b.user_id is not null as purchased,
                    p.email_verified and coalesce(p.approved, false) and b.user_id is not null and t.user_id is not null as traded
                  from people p left join buyers b on b.user_id = p.id left join traders t on t.user_id = p.id)
        select
          (select count(*) from performance_metrics where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz)::int as visits,
          count(*)::int as signups,
          (count(*) filter (where verified))::int as verified,
          (count(*) filter (where approved))::int as kyc_approved,
          (count(*) filter (where purchased))::int as purchased,
          (count(*) filter (where traded))::int as traded
        from steps`,
  );
  return row!;
}

/** When browsers' web-vitals reports (the funnel's visits) began to be recorded; null before the first. */
export async function readVisitsSince(db: Executor): Promise<Date | null> {
  const [row] = await queryRows<{ since: string | null }>(
    db,
    sql`select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since from performance_metrics`,
  );
  return row?.since ? new Date(row.since) : null;
}

export interface SegmentRow {
  segment: 'accredited' | 'high_net_worth' | 'premium' | 'standard';
  count: number;
  revenue: number;
  previous_revenue: number;
  lifetime_revenue: number;
  previously_active: number;
  churned: number;
  new_in_30d: number;
}

/**
 * People registered by the span's end in disjoint segments, first match wins: accredited investors,
 * high net worth (token purchases to date above USD 50,000, the spec's high-value investor), premium
 * members (an active membership of `premiumPriceIds`), everyone else. Per segment: revenue in the
 * span, in the previous span, to date; churn (active in the previous span, not in this one); the
 * members who joined in the 30 days before the span's end.
 */
export async function readSegments(
  db: Executor,
  current: Span,
  previous: Span,
  premiumPriceIds: readonly string[],
  highNetWorthUsd: number,
): Promise<SegmentRow[]> {
  const act = activitySql({
    start: previous.start,
    end: current.end,
    rolledUntil: await readActivityRolledUntil(db),
    cuts: [previous.end, current.start],
  });
  const end = iso(current.end);
  const curStart = iso(current.start);
  const prevStart = iso(previous.start);
  const prevEnd = iso(previous.end);
  // One pass over revenue and one over activity, each aggregated per person.
  return queryRows<SegmentRow>(
    db,
    sql`with premium as (
          select distinct user_id from subscriptions
          where status = 'active' and current_period_end > ${end}::timestamptz
            and price_id in (select jsonb_array_elements_text(${JSON.stringify(premiumPriceIds)}::jsonb))),
        revenue as (
          select user_id,
            sum(amount) filter (where revenue_type = 'token_purchase') as invested,
            sum(amount) filter (where created_at >= ${curStart}::timestamptz) as cur,
            sum(amount) filter (where created_at >= ${prevStart}::timestamptz and created_at < ${prevEnd}::timestamptz) as prev,
            sum(amount) as life
          from revenue_tracking where user_id is not null and created_at < ${end}::timestamptz group by user_id),
        act as (
          select user_id,
            bool_or(at < ${prevEnd}::timestamptz) as was_active,
            bool_or(at >= ${curStart}::timestamptz) as is_active
          from (${act}) x group by user_id),
        people as (
          select u.id, u.created_at,
            case when p.investor_status = 'accredited' then 'accredited'
                 when r.invested > ${highNetWorthUsd} then 'high_net_worth'
                 when pr.user_id is not null then 'premium'
                 else 'standard' end as segment
          from "user" u
          left join user_profiles p on p.id = u.id
          left join revenue r on r.user_id = u.id
          left join premium pr on pr.user_id = u.id
          where u.email not like ${SYSTEM_EMAIL_PATTERN} and u.created_at < ${end}::timestamptz)
        select people.segment, count(*)::int as count,
          coalesce(sum(r.cur), 0)::float8 as revenue, coalesce(sum(r.prev), 0)::float8 as previous_revenue,
          coalesce(sum(r.life), 0)::float8 as lifetime_revenue,
          (count(*) filter (where a.was_active))::int as previously_active,
          (count(*) filter (where a.was_active and not a.is_active))::int as churned,
          (count(*) filter (where people.created_at >= ${end}::timestamptz - interval '30 days'))::int as new_in_30d
        from people
        left join revenue r on r.user_id = people.id
        left join act a on a.user_id = people.id
        group by people.segment`,
  );
}

/** Sign-up month cohorts from `since`: size and distinct active people per month offset. */
export async function readCohorts(
  db: Executor,
  since: Date,
  until: Date,
): Promise<{ cohort: string; size: number; offset: number; active: number }[]> {
  const act = activitySql({ start: since, end: until, rolledUntil: await readActivityRolledUntil(db) });
  return queryRows(
    db,
    sql`with people as (
          select id, date_trunc('month', created_at at time zone 'UTC') as m from "user"
          where email not like ${SYSTEM_EMAIL_PATTERN} and created_at >= ${iso(since)}::timestamptz and created_at < ${iso(until)}::timestamptz),
        sizes as (select m, count(*)::int as size from people group by m),
        act as (select distinct user_id, date_trunc('month', at at time zone 'UTC') as am from (${act}) x),
        -- A person is one row of people and act holds each (person, month) once, so a (cohort, offset)
        -- meets each person at most once: count(*) is the distinct count, without sorting the pairs.
        hits as (
          select p.m, ((extract(year from a.am) - extract(year from p.m)) * 12 + extract(month from a.am) - extract(month from p.m))::int as k,
                 count(*)::int as active
          from people p join act a on a.user_id = p.id and a.am >= p.m group by 1, 2)
        select to_char(s.m, 'YYYY-MM') as cohort, s.size, coalesce(h.k, 0) as "offset", coalesce(h.active, 0) as active
        from sizes s left join hits h on h.m = s.m order by s.m, h.k`,
  );
}

/** KYC submissions waiting (pending or under review) and the oldest one's age in whole days. */
export async function readKycBacklog(
  db: Executor,
  now: Date,
): Promise<{ pending: number; oldest_days: number | null }> {
  const [row] = await queryRows<{ pending: number; oldest_days: number | null }>(
    db,
    sql`select count(*)::int as pending,
          floor(extract(epoch from (${iso(now)}::timestamptz - min(submitted_at))) / 86400)::int as oldest_days
        from kyc_submissions where status in ('pending', 'under_review')`,
  );
  return row ?? { pending: 0, oldest_days: null };
}

/** VINO people hold (available + held), the 10 largest holders' part, and VINO in active stakes. */
export async function readHoldings(
  db: Executor,
): Promise<{ holders: number; total: number; top10: number; staked: number }> {
  const [row] = await queryRows<{ holders: number; total: number; top10: number; staked: number }>(
    db,
    sql`with h as (
          select a.user_id, (a.available + a.held) as amount from ledger_accounts a
          join "user" u on u.id = a.user_id and u.email not like ${SYSTEM_EMAIL_PATTERN}
          where a.owner_type = 'user' and a.asset = 'VINO' and (a.available + a.held) > 0)
        select (select count(*) from h)::int as holders,
          (select coalesce(sum(amount), 0) from h)::float8 as total,
          (select coalesce(sum(amount), 0) from (select amount from h order by amount desc limit 10) t)::float8 as top10,
          (select coalesce(sum(amount), 0) from stakes where status = 'active')::float8 as staked`,
  );
  return row!;
}

/** Wine assets in the reserve (not retired) with their appraisal history (value per bottle). */
export function readWineHistory(db: Executor): Promise<
  {
    id: string;
    name: string;
    vintage: number;
    current_value: number;
    bottle_count: number;
    history: { day: string; value: number }[];
  }[]
> {
  return queryRows(
    db,
    sql`select w.id, w.name, w.vintage, w.current_value::float8 as current_value, w.bottle_count,
          coalesce((select json_agg(json_build_object('day', a.appraised_on, 'value', a.value::float8) order by a.appraised_on)
                    from wine_appraisals a where a.wine_asset_id = w.id), '[]'::json) as history
        from wine_assets w where w.retired_at is null order by w.name`,
  );
}

/** Vault figures: assets, bottles, value, occupancy (bottles stored in a facility of its capacity), appraisals due in 30 days. */
export async function readVaultStats(
  db: Executor,
  now: Date,
): Promise<{ assets: number; bottles: number; value: number; capacity: number; occupied: number; due_soon: number }> {
  const [row] = await queryRows<{
    assets: number;
    bottles: number;
    value: number;
    capacity: number;
    occupied: number;
    due_soon: number;
  }>(
    db,
    sql`select
      (select count(*) from wine_assets where retired_at is null)::int as assets,
      (select coalesce(sum(bottle_count), 0) from wine_assets where retired_at is null)::int as bottles,
      (select coalesce(sum(current_value * bottle_count), 0) from wine_assets where retired_at is null)::float8 as value,
      (select coalesce(sum(capacity_bottles), 0) from storage_facilities)::int as capacity,
      (select coalesce(sum(bottle_count), 0) from wine_assets where retired_at is null and storage_facility_id is not null)::int as occupied,
      (select count(*) from wine_assets where retired_at is null and next_appraisal is not null
         and next_appraisal <= (${iso(now)}::timestamptz + interval '30 days')::date)::int as due_soon`,
  );
  return row!;
}

/** Operations: web-vitals page loads (p75 load time) and the job queue over the last 7 days. */
export async function readSystemStats(
  db: Executor,
  since: Date,
): Promise<{
  page_loads: number;
  load_p75: number | null;
  jobs_done: number;
  jobs_failed: number;
  jobs_pending: number;
}> {
  const [row] = await queryRows<{
    page_loads: number;
    load_p75: number | null;
    jobs_done: number;
    jobs_failed: number;
    jobs_pending: number;
  }>(
    db,
    sql`select
      (select count(*) from performance_metrics where created_at >= ${iso(since)}::timestamptz)::int as page_loads,
      (select percentile_cont(0.75) within group (order by load_time_ms) from performance_metrics
         where created_at >= ${iso(since)}::timestamptz and load_time_ms is not null)::float8 as load_p75,
      (select count(*) from jobs where status = 'completed' and completed_at >= ${iso(since)}::timestamptz)::int as jobs_done,
      (select count(*) from jobs where status = 'failed' and created_at >= ${iso(since)}::timestamptz)::int as jobs_failed,
      (select count(*) from jobs where status = 'pending')::int as jobs_pending`,
  );
  return row!;
}

/** Rows the models and figures are built from (the footer's data points). */
export async function countSourceRows(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from revenue_tracking) + (select count(*) from "user") + (select count(*) from trades)
      + (select count(*) from stakes) + (select count(*) from user_activities) + (select count(*) from wine_appraisals)
      + (select count(*) from performance_metrics))::int as n`,
  );
  return row?.n ?? 0;
}

/** The earliest moment the platform has data for (first sign-up or revenue row). */
export async function readFirstActivity(db: Executor): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | null }>(
    db,
    sql`select to_char(least((select min(created_at) from "user" where email not like ${SYSTEM_EMAIL_PATTERN}),
                             (select min(created_at) from revenue_tracking)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Revenue rows per calendar bin and revenue_type (USD). */
export function readRevenueTypeBins(
  db: Executor,
  unit: BinUnit,
  span: Span,
): Promise<{ bin: string; revenue_type: string; amount: number }[]> {
  return queryRows(
    db,
    sql`select to_char(${bin(unit, sql`created_at`)}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bin, revenue_type, sum(amount)::float8 as amount
        from revenue_tracking
        where created_at >= ${iso(span.start)}::timestamptz and created_at < ${iso(span.end)}::timestamptz
        group by 1, 2`,
  );
}

/** People whose first completed token purchase falls in the span (customers acquired). */
export async function countNewCustomers(db: Executor, span: Span): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select user_id, min(created_at) as first from revenue_tracking
          where revenue_type = 'token_purchase' and user_id is not null group by user_id) f
        where f.first >= ${iso(span.start)}::timestamptz and f.first < ${iso(span.end)}::timestamptz`,
  );
  return row?.n ?? 0;
}
