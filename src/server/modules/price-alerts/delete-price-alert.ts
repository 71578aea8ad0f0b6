import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { deleteUserAlert } from './price-alerts-repository';

/**
 * Removes one of the user's own alerts (audited like its creation); someone else's id is "not
 * found", never a hint it exists.
 */
export async function deletePriceAlert(
  db: Database,
  userId: string,
  id: string,
  meta: { ipAddress: string; requestId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteUserAlert(tx, userId, id))) throw notFound('Unknown price alert');
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'price_alert.delete',
      entityType: 'price_alert',
      entityId: id,
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
  });
}
