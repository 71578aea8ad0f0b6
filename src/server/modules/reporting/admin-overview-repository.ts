import { sql } from 'drizzle-orm';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import { queryRows, type Executor } from '../../db/client';

/** The platform's own accounts (the market maker) are not users in the figures. */
const SYSTEM_EMAIL_PATTERN = `%@${SYSTEM_USER_EMAIL_DOMAIN}`;

/** Sign-ups per day for the last `days` days (today included), oldest first, zero-filled. */
export async function readDailySignups(db: Executor, days: number): Promise<{ date: string; new_signups: number }[]> {
  return queryRows(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as date, count(u.id)::int as new_signups
        from generate_series(date_trunc('day', now()) - make_interval(days => ${days - 1}), date_trunc('day', now()), interval '1 day') d
        left join "user" u on u.created_at >= d and u.created_at < d + interval '1 day'
          and u.email not like ${SYSTEM_EMAIL_PATTERN}
        group by d order by d`,
  );
}

/** Revenue per source (revenue_type), largest first. */
export async function readRevenueBySource(db: Executor): Promise<{ source: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select revenue_type as source, sum(amount)::numeric(20,2)::text as amount
        from revenue_tracking group by revenue_type order by sum(amount) desc, revenue_type`,
  );
}

export async function readRecentRegistrations(
  db: Executor,
  limit: number,
): Promise<{ id: string; name: string; email: string; created_at: string }[]> {
  return queryRows(
    db,
    sql`select id, name, email, created_at::text as created_at from "user"
        where email not like ${SYSTEM_EMAIL_PATTERN} order by created_at desc limit ${limit}`,
  );
}

export async function readRecentLargeTransactions(
  db: Executor,
  minUsd: number,
  limit: number,
): Promise<
  {
    id: string;
    revenue_type: string;
    amount: string;
    user_id: string | null;
    email: string | null;
    created_at: string;
  }[]
> {
  return queryRows(
    db,
    sql`select r.id::text, r.revenue_type, r.amount::numeric(20,2)::text as amount, r.user_id, u.email,
          r.created_at::text as created_at
        from revenue_tracking r left join "user" u on u.id = r.user_id
        where r.amount >= ${minUsd} order by r.created_at desc limit ${limit}`,
  );
}

/** Draft posts awaiting publication, and wine assets whose next appraisal is within `days`. */
export async function readTileCounts(
  db: Executor,
  appraisalDays: number,
): Promise<{ drafts: number; appraisalsDue: number }> {
  const [row] = await queryRows<{ drafts: number; appraisals_due: number }>(
    db,
    sql`select
          (select count(*)::int from blog_posts where status = 'draft') as drafts,
          (select count(*)::int from wine_assets where retired_at is null and next_appraisal <= current_date + ${appraisalDays}::int) as appraisals_due`,
  );
  return { drafts: row?.drafts ?? 0, appraisalsDue: row?.appraisals_due ?? 0 };
}
