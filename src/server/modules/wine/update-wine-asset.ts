import type { z } from 'zod';
import { WINE_ADMIN_MESSAGES, type AdminWineAsset, type UpdateWineAssetSchema } from '../../../contracts/admin-wine';
import { valueDelta } from '../../../domain/admin/wine-reserve';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { toAdminWineAsset, toDay, wineAuditSnapshot } from './admin-wine-mapper';
import { findAnyWineAsset, lockWineAssetRow, updateWineAssetRow } from './admin-wine-repository';
import { checkFacilityRoom } from './check-facility-room';
import { checkFullBacking } from './check-full-backing';

type Input = z.output<typeof UpdateWineAssetSchema>;

/**
 * Edit a wine asset's facts. The value changes only through an appraisal. Fewer bottles of an asset
 * that backs VINO shrink the reserve, so that change must keep the token fully backed. Audited.
 */
export async function updateWineAsset(
  db: Database,
  id: string,
  input: Input,
  actor: AdminActor,
  now: Date,
): Promise<AdminWineAsset> {
  await db.transaction(async (tx) => {
    const before = await lockWineAssetRow(tx, id);
    if (!before) throw notFound(WINE_ADMIN_MESSAGES.notFound);
    if (before.retiredAt) throw new AppError(409, 'RETIRED', WINE_ADMIN_MESSAGES.retired);
    if (input.storageFacilityId !== before.storageFacilityId || input.bottleCount !== before.bottleCount)
      await checkFacilityRoom(tx, input.storageFacilityId, input.bottleCount, id);
    if (before.backsToken && input.bottleCount < before.bottleCount)
      await checkFullBacking(tx, {
        reserveDeltaUsd: valueDelta(before, { currentValue: before.currentValue, bottleCount: input.bottleCount }),
        supplyDeltaVino: '0',
      });
    const after = await updateWineAssetRow(tx, id, { ...input, updatedAt: now });
    await writeAuditLog(tx, {
      ...auditActor(actor),
      action: 'wine_asset.updated',
      entityType: 'wine_asset',
      entityId: id,
      data: { before: wineAuditSnapshot(before), after: wineAuditSnapshot(after!) },
    });
  });
  return toAdminWineAsset((await findAnyWineAsset(db, id))!, toDay(now));
}
