import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { INVESTOR_SEGMENT_STATUSES, NEW_USER_DAYS, type AudienceSegment } from '../../../domain/email-consent';
import { lastNDays } from '../../../domain/metrics/metric-window';
import { subscriptions } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { PREMIUM_PRICE_IDS } from '../../../domain/payments/membership-plans';
import { isCountedUser } from './counted-users-sql';

/**
 * The audience segments (operator spec sections 3 and 6) as conditions on user_profiles, resolved
 * on the server: campaigns (next) resolve their recipients with the same conditions the counts use.
 *   all_users  every account
 *   investors  investor_status verified or accredited
 *   accredited investor_status accredited
 *   premium    an active Premium Circle (or Enterprise) membership whose paid period runs
 *   new_users  registered in the last 30 days (the catalogue's window: 30 UTC days, today included)
 * Every segment leaves out the platform's system accounts, by the metrics' one rule.
 */
export function segmentCondition(segment: AudienceSegment, now: Date): SQL | undefined {
  return and(isCountedUser(sql`${userProfiles.email}`), segmentOnly(segment, now));
}

function segmentOnly(segment: AudienceSegment, now: Date): SQL | undefined {
  const p = userProfiles;
  switch (segment) {
    case 'all_users':
      return undefined;
    case 'investors':
      return inArray(p.investorStatus, [...INVESTOR_SEGMENT_STATUSES]);
    case 'accredited':
      return sql`${p.investorStatus} = 'accredited'`;
    case 'premium':
      return sql`exists (select 1 from ${subscriptions} s where ${and(
        sql`s.user_id = ${p.id}`,
        sql`s.status = 'active'`,
        sql`s.price_id in (${sql.join(
          PREMIUM_PRICE_IDS.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        sql`s.current_period_end > ${now}`,
      )})`;
    case 'new_users':
      return sql`${p.createdAt} >= ${lastNDays(NEW_USER_DAYS, now).start}`;
  }
}
