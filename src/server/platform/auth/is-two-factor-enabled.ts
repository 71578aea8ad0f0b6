import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema';

/** Whether sign-in asks this user for an authenticator code (set by Better Auth's twoFactor plugin). */
export async function isTwoFactorEnabled(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.enabled ?? false;
}
