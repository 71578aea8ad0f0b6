import { API_KEY_MESSAGES } from '../../../contracts/api-keys';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { revokeUserKey } from './api-keys-repository';

/**
 * Revokes one of the user's active keys at once (the next request with it is refused). Someone
 * else's key id, or a key already revoked, is "not found": never a hint that it exists.
 */
export async function revokeApiKey(
  db: Database,
  userId: string,
  id: string,
  meta: { ipAddress: string; requestId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await revokeUserKey(tx, userId, id);
    if (!row) throw notFound(API_KEY_MESSAGES.unknown);
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'api_key.revoke',
      entityType: 'api_key',
      entityId: row.id,
      data: { name: row.name, prefix: row.prefix },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
  });
}
