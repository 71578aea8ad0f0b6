import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** How many accounts hold the admin role, and how many of them have two-factor on (the Security Center's check). */
export async function readAdminTwoFactorCounts(db: Executor): Promise<{ total: number; withTwoFactor: number }> {
  const [row] = await queryRows<{ total: number; with_two_factor: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where u.two_factor_enabled)::int as with_two_factor
        from user_profiles p join "user" u on u.id = p.id where p.role = 'admin'`,
  );
  return { total: row?.total ?? 0, withTwoFactor: row?.with_two_factor ?? 0 };
}
