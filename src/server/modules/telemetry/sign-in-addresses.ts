import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userActivities } from '../../db/schema/telemetry';

/** How many recorded sign-ins of `userId` came from each address (the new-address alert's baseline). */
export async function countSignInsByAddress(db: Executor, userId: string): Promise<{ ip: string; n: number }[]> {
  return db
    .select({ ip: sql<string>`${userActivities.activityData}->>'ip'`, n: sql<number>`count(*)::int` })
    .from(userActivities)
    .where(and(eq(userActivities.userId, userId), eq(userActivities.activityType, 'sign_in')))
    .groupBy(sql`${userActivities.activityData}->>'ip'`);
}
