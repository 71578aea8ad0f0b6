import { WINE_ADMIN_MESSAGES, type AdminWineAsset } from '../../../contracts/admin-wine';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { toAdminWineAsset, toDay, wineAuditSnapshot } from './admin-wine-mapper';
import { findAnyWineAsset, lockWineAssetRow, updateWineAssetRow } from './admin-wine-repository';

/** Schedule: sets the asset's next appraisal date (today or later). Audited. */
export async function scheduleWineAppraisal(
  db: Database,
  id: string,
  nextAppraisal: string,
  actor: AdminActor,
  now: Date,
): Promise<AdminWineAsset> {
  const today = toDay(now);
  if (nextAppraisal < today)
    throw badRequest(WINE_ADMIN_MESSAGES.nextAppraisalPast, { nextAppraisal: WINE_ADMIN_MESSAGES.nextAppraisalPast });
  await db.transaction(async (tx) => {
    const before = await lockWineAssetRow(tx, id);
    if (!before) throw notFound(WINE_ADMIN_MESSAGES.notFound);
    if (before.retiredAt) throw new AppError(409, 'RETIRED', WINE_ADMIN_MESSAGES.retired);
    const after = await updateWineAssetRow(tx, id, { nextAppraisal, updatedAt: now });
    await writeAuditLog(tx, {
      ...auditActor(actor),
      action: 'wine_asset.appraisal_scheduled',
      entityType: 'wine_asset',
      entityId: id,
      data: { before: wineAuditSnapshot(before), after: wineAuditSnapshot(after!) },
    });
  });
  return toAdminWineAsset((await findAnyWineAsset(db, id))!, today);
}
