import { sql, type SQL } from 'drizzle-orm';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';

const SYSTEM_EMAIL_PATTERN = `%@${SYSTEM_USER_EMAIL_DOMAIN}`;

/**
 * Moments a person did something, as rows (user_id, at): signed in (a session started or was used,
 * or a sign-in was recorded), placed an order, made a payment or staked. System accounts are left out.
 * The one definition of "active" for the admin report and the analytics suite; `end` is exclusive.
 */
export function activitySql(start: Date, end?: Date): SQL {
  return sql`select a.user_id, a.at from (
      select user_id, created_at as at from user_activities where activity_type = 'sign_in' and user_id is not null
      union all select user_id, created_at from session
      union all select user_id, updated_at from session
      union all select user_id, created_at from orders
      union all select user_id, created_at from payments
      union all select user_id, started_at from stakes
    ) a join "user" u on u.id = a.user_id and u.email not like ${SYSTEM_EMAIL_PATTERN}
    where a.at >= ${start.toISOString()}::timestamptz${end ? sql` and a.at < ${end.toISOString()}::timestamptz` : sql``}`;
}
