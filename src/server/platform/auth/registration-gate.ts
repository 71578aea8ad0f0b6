import { count, gte, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import type { Database } from '../../db/client';
import { user as userTable } from '../../db/schema';
import type { SettingsService } from '../settings/settings-service';

export interface RegistrationRefusal {
  status: 403 | 429;
  code: 'SIGNUP_DISABLED' | 'DAILY_SIGNUP_LIMIT';
  message: string;
}

/**
 * Whether a new account may be created now: the registrationEnabled switch, then the
 * maxUsersPerDay limit (accounts created since midnight, database time). null when allowed.
 * Asked before e-mail sign-up (auth-routes.ts) and again by Better Auth's user-creation hook
 * (create-auth.ts), so Google and any other way Better Auth creates a user obey it too.
 */
export async function registrationRefusal(
  db: Database,
  settings: SettingsService,
): Promise<RegistrationRefusal | null> {
  const { platform } = await settings.get();
  if (!platform.registrationEnabled)
    return { status: 403, code: 'SIGNUP_DISABLED', message: AUTH_MESSAGES.signupDisabled };
  const [today] = await db
    .select({ n: count() })
    .from(userTable)
    .where(gte(userTable.createdAt, sql`date_trunc('day', now())`));
  if ((today?.n ?? 0) >= platform.maxUsersPerDay)
    return { status: 429, code: 'DAILY_SIGNUP_LIMIT', message: AUTH_MESSAGES.dailySignupLimit };
  return null;
}
