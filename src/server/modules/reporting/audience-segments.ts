import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { INVESTOR_SEGMENT_STATUSES, NEW_USER_DAYS, type AudienceSegment } from '../../../domain/email-consent';
import { subscriptions } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { PREMIUM_PRICE_IDS } from '../payments/payments-module';

/**
 * The audience segments (operator spec sections 3 and 6) as conditions on user_profiles, resolved
 * on the server: campaigns (next) resolve their recipients with the same conditions the counts use.
 *   all_users  every account
 *   investors  investor_status verified or accredited
 *   accredited investor_status accredited
 *   premium    an active Premium Circle (or Enterprise) membership whose paid period runs
 *   new_users  registered in the last 30 days
 */
export function segmentCondition(segment: AudienceSegment, now: Date): SQL | undefined {
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
      return sql`${p.createdAt} >= ${new Date(now.getTime() - NEW_USER_DAYS * 86_400_000)}`;
  }
}
