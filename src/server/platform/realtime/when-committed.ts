import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

/** Waits between looks for the row: most transactions commit within the first few milliseconds. */
const RETRY_DELAYS_MS = [0, 20, 100, 400, 1_500, 5_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * A notification is raised inside the transaction of the change it reports, so it must not reach
 * a screen before that transaction commits (or at all if it rolls back). Reading the row from
 * outside the transaction tells which: visible means committed. Resolves false when it never
 * appears (rolled back).
 */
export async function whenNotificationCommitted(db: Database, id: string): Promise<boolean> {
  for (const delay of RETRY_DELAYS_MS) {
    if (delay) await sleep(delay);
    const [row] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id));
    if (row) return true;
  }
  return false;
}
