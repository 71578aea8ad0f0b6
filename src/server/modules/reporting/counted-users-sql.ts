import { sql, type SQL } from 'drizzle-orm';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';

/** E-mail pattern of the platform's own accounts (the market maker). */
export const SYSTEM_EMAIL_PATTERN = `%@${SYSTEM_USER_EMAIL_DOMAIN}`;

/**
 * The one rule for who counts as a user in every figure (domain/metrics USER_RULE_TEXT): an account
 * whose e-mail is not at the system domain. `email` is the e-mail column of "user" or user_profiles.
 */
export function isCountedUser(email: SQL): SQL {
  return sql`${email} not like ${SYSTEM_EMAIL_PATTERN}`;
}
