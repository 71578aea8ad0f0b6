import { SESSION_MESSAGES } from '../../../contracts/sessions';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { badRequest, notFound } from '../../platform/http/app-error';
import { deleteUserSession } from './sessions-repository';

/**
 * Ends one of the user's other sessions: its cookie stops working at once (sessions live only in
 * the database). The session in use is ended with Sign out instead, so this never signs you out.
 */
export async function revokeMySession(
  db: Database,
  input: { userId: string; currentId: string; sessionId: string },
  meta: { ipAddress: string; requestId: string },
): Promise<void> {
  if (input.sessionId === input.currentId) throw badRequest(SESSION_MESSAGES.isCurrent);
  await db.transaction(async (tx) => {
    // Someone else's id is "unknown", never a hint that it exists.
    if (!(await deleteUserSession(tx, input.userId, input.sessionId))) throw notFound(SESSION_MESSAGES.unknown);
    await writeAuditLog(tx, {
      actorUserId: input.userId,
      action: 'session.revoke',
      entityType: 'session',
      entityId: input.sessionId,
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
  });
}
