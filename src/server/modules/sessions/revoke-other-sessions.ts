import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { deleteOtherUserSessions } from './sessions-repository';

/** "Sign out other sessions": every session of the user but the one in use ends; answers how many. */
export async function revokeOtherSessions(
  db: Database,
  input: { userId: string; currentId: string },
  meta: { ipAddress: string; requestId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await deleteOtherUserSessions(tx, input.userId, input.currentId);
    await writeAuditLog(tx, {
      actorUserId: input.userId,
      action: 'session.revoke_others',
      entityType: 'session',
      entityId: input.currentId,
      data: { revoked: ended.length, sessionIds: ended },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
    return ended.length;
  });
}
