import type { Executor } from '../../db/client';
import { userActivities } from '../../db/schema/telemetry';

/** Appends one row to user_activities (what a person or a refused request did, for the audit logs). */
export async function recordUserActivity(db: Executor, row: typeof userActivities.$inferInsert): Promise<void> {
  await db.insert(userActivities).values(row);
}
