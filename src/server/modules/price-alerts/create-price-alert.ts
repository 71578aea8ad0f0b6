import { MAX_ACTIVE_PRICE_ALERTS, type CreatePriceAlertRequest } from '../../../contracts/price-alerts';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { badRequest } from '../../platform/http/app-error';
import { countActiveAlerts, insertAlert, type PriceAlertRow } from './price-alerts-repository';

export async function createPriceAlert(
  db: Database,
  userId: string,
  input: CreatePriceAlertRequest,
  meta: { ipAddress: string; requestId: string },
): Promise<PriceAlertRow> {
  return db.transaction(async (tx) => {
    if ((await countActiveAlerts(tx, userId)) >= MAX_ACTIVE_PRICE_ALERTS)
      throw badRequest(`You can keep at most ${MAX_ACTIVE_PRICE_ALERTS} active price alerts`);
    const row = await insertAlert(tx, { userId, ...input });
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'price_alert.create',
      entityType: 'price_alert',
      entityId: row.id,
      data: { ...input },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
    return row;
  });
}
