import { WINE_ADMIN_MESSAGES, type AdminWineAsset } from '../../../contracts/admin-wine';
import { valueDelta } from '../../../domain/admin/wine-reserve';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { toAdminWineAsset, toDay, wineAuditSnapshot } from './admin-wine-mapper';
import { findAnyWineAsset, lockWineAssetRow, updateWineAssetRow } from './admin-wine-repository';
import { checkFullBacking } from './check-full-backing';

/**
 * Retire an asset (sold, consumed, written off). Assets are never deleted: the row, its appraisals
 * and the supply event it was tokenized with stay. Retired, it leaves the public catalogue, the vault
 * occupancy and the reserve. Its tokens stay in circulation (investors hold them), so retiring wine
 * that backs VINO is refused when the rest of the reserve would not cover the supply. Audited.
 */
export async function retireWineAsset(
  db: Database,
  id: string,
  reason: string,
  actor: AdminActor,
  now: Date,
): Promise<AdminWineAsset> {
  await db.transaction(async (tx) => {
    const before = await lockWineAssetRow(tx, id);
    if (!before) throw notFound(WINE_ADMIN_MESSAGES.notFound);
    if (before.retiredAt) throw new AppError(409, 'RETIRED', WINE_ADMIN_MESSAGES.alreadyRetired);
    if (before.backsToken)
      await checkFullBacking(tx, {
        reserveDeltaUsd: valueDelta(before, { currentValue: before.currentValue, bottleCount: 0 }),
        supplyDeltaVino: '0',
      });
    const after = await updateWineAssetRow(tx, id, {
      retiredAt: now,
      backsToken: false,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      ...auditActor(actor),
      action: 'wine_asset.retired',
      entityType: 'wine_asset',
      entityId: id,
      data: { reason, before: wineAuditSnapshot(before), after: wineAuditSnapshot(after!) },
    });
  });
  return toAdminWineAsset((await findAnyWineAsset(db, id))!, toDay(now));
}
