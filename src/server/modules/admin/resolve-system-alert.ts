import { ALERT_MESSAGES, type SystemAlert } from '../../../contracts/admin-overview';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { toSystemAlert } from './system-alert-mapper';
import { findAlertById, markResolved } from './system-alerts-repository';

/** Resolve: persisted with who and when, audited in the same transaction. */
export async function resolveSystemAlert(
  db: Database,
  alertId: string,
  actor: { userId: string; ipAddress: string; requestId: string },
): Promise<SystemAlert> {
  await db.transaction(async (tx) => {
    const row = await markResolved(tx, alertId, actor.userId);
    if (!row) {
      const existing = await findAlertById(tx, alertId);
      if (!existing) throw notFound(ALERT_MESSAGES.notFound);
      throw new AppError(409, 'ALREADY_RESOLVED', ALERT_MESSAGES.alreadyResolved);
    }
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'system_alert.resolve',
      entityType: 'system_alert',
      entityId: alertId,
      data: { rule: row.rule, dedupKey: row.dedupKey, severity: row.severity, message: row.message },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
  });
  return toSystemAlert((await findAlertById(db, alertId))!);
}
