import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { activitySql, readActivityRolledUntil } from './activity-sql';
import { SYSTEM_EMAIL_PATTERN } from './counted-users-sql';

/*
 * The report's queries. The same definitions as the admin overview: people are "user" rows outside
 * the platform's own system accounts (the metrics catalogue's one rule); revenue is revenue_tracking
 * by revenue_type; trading fees are what trade settlements posted to the ledger's `fees` system account.
 */

export interface Span {
  start: Date;
  end: Date;
}

/**
 * The spans as a relation b(i, s, e): one parameter (JSON), so any number of buckets is one query.
 * Used `as materialized`, so the timestamps are parsed once, not once per row they are compared with.
 */
function spansSql(spans: readonly Span[]): SQL {
  const json = JSON.stringify(spans.map((s) => [s.start.toISOString(), s.end.toISOString()]));
  return sql`select (ord - 1)::int as i, (x->>0)::timestamptz as s, (x->>1)::timestamptz as e
             from jsonb_array_elements(${json}::jsonb) with ordinality as t(x, ord)`;
}

export interface SpanUsersRow {
  i: number;
  new_users: number;
  converted: number;
}

/**
 * Per span: sign-ups, and of them those whose first token purchase came before `until`. Set-based
 * (each person's first purchase is aggregated once), so it stays quick with 100 000 revenue rows.
 */
export function readSignupsBySpan(db: Executor, spans: readonly Span[], until: Date): Promise<SpanUsersRow[]> {
  const from = new Date(Math.min(...spans.map((s) => s.start.getTime()))).toISOString();
  return queryRows<SpanUsersRow>(
    db,
    sql`with b as materialized (${spansSql(spans)}),
        people as (select id, created_at from "user"
                   where email not like ${SYSTEM_EMAIL_PATTERN} and created_at >= ${from}::timestamptz),
        first_purchase as (select user_id, min(created_at) as at from revenue_tracking
                           where revenue_type = 'token_purchase' and user_id is not null group by user_id)
        select b.i, count(p.id)::int as new_users,
          (count(fp.user_id) filter (where fp.at < ${until.toISOString()}::timestamptz))::int as converted
        from b
        left join people p on p.created_at >= b.s and p.created_at < b.e
        left join first_purchase fp on fp.user_id = p.id
        group by b.i order by b.i`,
  );
}

/** People registered before `at`. */
export async function countUsersBefore(db: Executor, at: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from "user" where email not like ${SYSTEM_EMAIL_PATTERN} and created_at < ${at.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

/** Distinct active people per span. */
export async function readActiveBySpan(
  db: Executor,
  spans: readonly Span[],
  since: Date,
): Promise<{ i: number; active: number }[]> {
  const cuts = spans.flatMap((s) => [s.start, s.end]);
  const act = activitySql({ start: since, rolledUntil: await readActivityRolledUntil(db), cuts });
  return queryRows(
    db,
    sql`with b as materialized (${spansSql(spans)}), act as (${act})
        select b.i, count(distinct act.user_id)::int as active
        from b left join act on act.at >= b.s and act.at < b.e
        group by b.i order by b.i`,
  );
}

/** People active in `previous` and not in `current` (churned), and how many were active in `previous`. */
export async function readChurn(
  db: Executor,
  previous: Span,
  current: Span,
): Promise<{ previouslyActive: number; churned: number }> {
  const [row] = await queryRows<{ previously_active: number; churned: number }>(
    db,
    sql`with act as (${activitySql({
      start: previous.start,
      rolledUntil: await readActivityRolledUntil(db),
      cuts: [previous.end, current.start, current.end],
    })}),
        prev as (select distinct user_id from act where at >= ${previous.start.toISOString()}::timestamptz and at < ${previous.end.toISOString()}::timestamptz),
        cur as (select distinct user_id from act where at >= ${current.start.toISOString()}::timestamptz and at < ${current.end.toISOString()}::timestamptz)
        select (select count(*)::int from prev) as previously_active,
               (select count(*)::int from prev where user_id not in (select user_id from cur)) as churned`,
  );
  return { previouslyActive: row?.previously_active ?? 0, churned: row?.churned ?? 0 };
}

/** Revenue rows per span and revenue_type (USD, cents exact). */
export function readRevenueBySpan(
  db: Executor,
  spans: readonly Span[],
): Promise<{ i: number; revenue_type: string; amount: string }[]> {
  return queryRows(
    db,
    sql`with b as materialized (${spansSql(spans)})
        select b.i, r.revenue_type, sum(r.amount)::numeric(20,2)::text as amount
        from b join revenue_tracking r on r.created_at >= b.s and r.created_at < b.e
        group by b.i, r.revenue_type order by b.i`,
  );
}

/** Fees the ledger's `fees` account took from trade settlements, per span and asset (ledger units). */
export function readTradingFeesBySpan(
  db: Executor,
  spans: readonly Span[],
): Promise<{ i: number; asset: string; amount: string }[]> {
  return queryRows(
    db,
    sql`with b as materialized (${spansSql(spans)})
        select b.i, p.asset, sum(p.amount)::text as amount
        from b
        join ledger_entries e on e.kind = 'trade' and e.created_at >= b.s and e.created_at < b.e
        join ledger_postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id and a.owner_type = 'system' and a.system_name = 'fees'
        group by b.i, p.asset order by b.i`,
  );
}

/** Token sales in the span and how many distinct people bought. */
export async function readBuyers(db: Executor, span: Span): Promise<number> {
  const [row] = await queryRows<{ buyers: number }>(
    db,
    sql`select count(distinct user_id)::int as buyers from revenue_tracking
        where revenue_type = 'token_purchase' and user_id is not null
          and created_at >= ${span.start.toISOString()}::timestamptz and created_at < ${span.end.toISOString()}::timestamptz`,
  );
  return row?.buyers ?? 0;
}

export interface SegmentRow {
  segment: 'accredited' | 'verified' | 'premium' | 'standard';
  count: number;
  value: string;
}

/**
 * People registered by the span's end in disjoint segments, first match wins: accredited investors,
 * verified investors, Premium Circle members (an active membership of `premiumPriceIds`), everyone
 * else; value = their revenue rows in the span.
 */
export function readSegments(db: Executor, span: Span, premiumPriceIds: readonly string[]): Promise<SegmentRow[]> {
  const start = span.start.toISOString();
  const end = span.end.toISOString();
  const priceIds = JSON.stringify(premiumPriceIds);
  return queryRows<SegmentRow>(
    db,
    sql`with premium as (
          select distinct user_id from subscriptions
          where status = 'active' and current_period_end > ${end}::timestamptz
            and price_id in (select jsonb_array_elements_text(${priceIds}::jsonb))
        ),
        revenue as (
          select user_id, sum(amount) as amount from revenue_tracking
          where user_id is not null and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          group by user_id
        ),
        people as (
          select u.id,
            case when p.investor_status = 'accredited' then 'accredited'
                 when p.investor_status = 'verified' then 'verified'
                 when pr.user_id is not null then 'premium'
                 else 'standard' end as segment
          from "user" u
          left join user_profiles p on p.id = u.id
          left join premium pr on pr.user_id = u.id
          where u.email not like ${SYSTEM_EMAIL_PATTERN} and u.created_at < ${end}::timestamptz
        )
        select people.segment, count(*)::int as count, coalesce(sum(r.amount), 0)::numeric(20,2)::text as value
        from people left join revenue r on r.user_id = people.id
        group by people.segment`,
  );
}
