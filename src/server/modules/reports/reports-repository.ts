import { sql, type SQL } from 'drizzle-orm';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import { queryRows, type Executor } from '../../db/client';

/**
 * The report's queries. The same definitions as the admin overview: people are "user" rows outside
 * the platform's own system accounts; revenue is revenue_tracking by revenue_type; trading fees are
 * what trade settlements posted to the ledger's `fees` system account.
 */
const SYSTEM_EMAIL_PATTERN = `%@${SYSTEM_USER_EMAIL_DOMAIN}`;

export interface Span {
  start: Date;
  end: Date;
}

/** The spans as a relation b(i, s, e): one parameter (JSON), so any number of buckets is one query. */
function spansSql(spans: readonly Span[]): SQL {
  const json = JSON.stringify(spans.map((s) => [s.start.toISOString(), s.end.toISOString()]));
  return sql`select (ord - 1)::int as i, (x->>0)::timestamptz as s, (x->>1)::timestamptz as e
             from jsonb_array_elements(${json}::jsonb) with ordinality as t(x, ord)`;
}

/**
 * Moments a person did something: signed in (a session started or was used, or a sign-in was
 * recorded), placed an order, made a payment or staked. System accounts are left out.
 */
function activitySql(since: Date): SQL {
  const from = since.toISOString();
  return sql`select a.user_id, a.at from (
      select user_id, created_at as at from user_activities where activity_type = 'sign_in' and user_id is not null
      union all select user_id, created_at from session
      union all select user_id, updated_at from session
      union all select user_id, created_at from orders
      union all select user_id, created_at from payments
      union all select user_id, started_at from stakes
    ) a join "user" u on u.id = a.user_id and u.email not like ${SYSTEM_EMAIL_PATTERN}
    where a.at >= ${from}::timestamptz`;
}

export interface BucketUsersRow {
  i: number;
  new_users: number;
  total_users: number;
  converted: number;
}

/** Per span: sign-ups, users registered by its end, and sign-ups with a token purchase before `until`. */
export function readUsersBySpan(db: Executor, spans: readonly Span[], until: Date): Promise<BucketUsersRow[]> {
  return queryRows<BucketUsersRow>(
    db,
    sql`with b as (${spansSql(spans)}),
        people as (select id, created_at from "user" where email not like ${SYSTEM_EMAIL_PATTERN})
        select b.i,
          (select count(*)::int from people p where p.created_at >= b.s and p.created_at < b.e) as new_users,
          (select count(*)::int from people p where p.created_at < b.e) as total_users,
          (select count(*)::int from people p where p.created_at >= b.s and p.created_at < b.e
             and exists (select 1 from revenue_tracking r where r.user_id = p.id and r.revenue_type = 'token_purchase'
                         and r.created_at < ${until.toISOString()}::timestamptz)) as converted
        from b order by b.i`,
  );
}

/** Distinct active people per span. */
export function readActiveBySpan(
  db: Executor,
  spans: readonly Span[],
  since: Date,
): Promise<{ i: number; active: number }[]> {
  return queryRows(
    db,
    sql`with b as (${spansSql(spans)}), act as (${activitySql(since)})
        select b.i, (select count(distinct act.user_id)::int from act where act.at >= b.s and act.at < b.e) as active
        from b order by b.i`,
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
    sql`with act as (${activitySql(previous.start)}),
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
    sql`with b as (${spansSql(spans)})
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
    sql`with b as (${spansSql(spans)})
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
    sql`with people as (
          select u.id,
            case when p.investor_status = 'accredited' then 'accredited'
                 when p.investor_status = 'verified' then 'verified'
                 when exists (select 1 from subscriptions s where s.user_id = u.id and s.status = 'active'
                              and s.current_period_end > ${end}::timestamptz
                              and s.price_id in (select jsonb_array_elements_text(${priceIds}::jsonb))) then 'premium'
                 else 'standard' end as segment
          from "user" u left join user_profiles p on p.id = u.id
          where u.email not like ${SYSTEM_EMAIL_PATTERN} and u.created_at < ${end}::timestamptz
        )
        select people.segment, count(*)::int as count,
          coalesce(sum((select sum(r.amount) from revenue_tracking r where r.user_id = people.id
                        and r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz)), 0)::numeric(20,2)::text as value
        from people group by people.segment`,
  );
}
