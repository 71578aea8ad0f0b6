import { inArray, sql, type SQL } from 'drizzle-orm';
import { userProfiles } from '../../db/schema/profiles';

/**
 * The full name of the account whose address is `email` (a lower-cased address expression), as a
 * scalar subquery: for set-based statements of other modules that must stay one statement.
 */
export function profileNameByEmailSql(email: SQL): SQL {
  return sql`(select ${userProfiles.fullName} from ${userProfiles} where lower(${userProfiles.email}) = ${email} limit 1)`;
}

/** The non-empty full name on the profile of account `id` (an id expression), or null: a scalar subquery. */
export function profileFullNameByIdSql(id: SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select nullif(${userProfiles.fullName}, '') from ${userProfiles} where ${userProfiles.id} = ${id})`;
}

/** KYC status of each of `userIds` that has a profile, as a JSON scalar subquery (a market batch reads it). */
export function kycStatusesJsonSql(userIds: readonly string[]): SQL {
  if (userIds.length === 0) return sql`'[]'::json`;
  return sql`(select coalesce(json_agg(json_build_object('id', id, 'kycStatus', kyc_status)), '[]'::json)
              from ${userProfiles} where ${inArray(userProfiles.id, [...userIds])})`;
}
