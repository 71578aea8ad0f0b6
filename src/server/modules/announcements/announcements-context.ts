import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';

export interface AnnouncementsContext {
  db: Database;
  /** The application clock: the window is judged by it, so tests can move time forward. */
  clock: Clock;
}

/** The signed-in admin making a change (recorded in the audit log). */
export interface AdminActor {
  userId: string;
  requestId?: string;
  ipAddress?: string;
}

export const auditMeta = (actor: AdminActor) => ({
  actorUserId: actor.userId,
  ipAddress: actor.ipAddress ?? null,
  requestId: actor.requestId ?? null,
});
