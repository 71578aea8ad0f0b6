import type { z } from 'zod';
import {
  WINE_ADMIN_MESSAGES,
  type RecordAppraisalResponse,
  type RecordAppraisalSchema,
} from '../../../contracts/admin-wine';
import { valueDelta } from '../../../domain/admin/wine-reserve';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { getReserves } from '../metrics/metrics-module';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { toAdminWineAsset, toDay, wineAuditSnapshot } from './admin-wine-mapper';
import { findAnyWineAsset, insertAppraisal, lockWineAssetRow, updateWineAssetRow } from './admin-wine-repository';
import { toAppraisal } from './appraisal-mapper';
import { checkFullBacking } from './check-full-backing';

type Input = z.output<typeof RecordAppraisalSchema>;

/**
 * Update Value: records an appraisal in the value history and makes it the asset's current value
 * (last appraisal = its date). When the asset backs VINO the reserve moves by (new - old) x bottles;
 * a decrease that would leave the token under 100 % backed is refused (the rule every reserve change
 * follows). An older appraisal than the last one is history only: it never overrides a newer value.
 * Audited.
 */
export async function recordWineAppraisal(
  db: Database,
  id: string,
  input: Input,
  actor: AdminActor,
  now: Date,
): Promise<RecordAppraisalResponse> {
  const today = toDay(now);
  if (input.appraisedOn > today)
    throw badRequest(WINE_ADMIN_MESSAGES.appraisedInFuture, { appraisedOn: WINE_ADMIN_MESSAGES.appraisedInFuture });
  const appraisal = await db.transaction(async (tx) => {
    const before = await lockWineAssetRow(tx, id);
    if (!before) throw notFound(WINE_ADMIN_MESSAGES.notFound);
    if (before.retiredAt) throw new AppError(409, 'RETIRED', WINE_ADMIN_MESSAGES.retired);
    const isLatest = !before.lastAppraisal || input.appraisedOn >= before.lastAppraisal;
    if (isLatest && before.backsToken) {
      const delta = valueDelta(before, { currentValue: input.value, bottleCount: before.bottleCount });
      if (delta.startsWith('-')) await checkFullBacking(tx, { reserveDeltaUsd: delta, supplyDeltaVino: '0' });
    }
    const row = await insertAppraisal(tx, {
      wineAssetId: id,
      value: input.value,
      previousValue: before.currentValue,
      appraiser: input.appraiser,
      appraisedOn: input.appraisedOn,
      note: input.note,
      recordedBy: actor.userId,
    });
    const after = isLatest
      ? await updateWineAssetRow(tx, id, {
          currentValue: input.value,
          lastAppraisal: input.appraisedOn,
          updatedAt: now,
        })
      : before;
    await writeAuditLog(tx, {
      ...auditActor(actor),
      action: 'wine_asset.appraised',
      entityType: 'wine_asset',
      entityId: id,
      data: {
        appraisalId: row.id,
        appraiser: input.appraiser,
        appraisedOn: input.appraisedOn,
        before: wineAuditSnapshot(before),
        after: wineAuditSnapshot(after!),
      },
    });
    return row;
  });
  const [asset, reserves] = await Promise.all([findAnyWineAsset(db, id), getReserves(db)]);
  return {
    asset: toAdminWineAsset(asset!, today),
    appraisal: toAppraisal(appraisal),
    reserves: {
      backing_ratio: reserves.backing_ratio,
      reserve_value_usd: reserves.reserve_value_usd,
      circulating_supply: reserves.circulating_supply,
    },
  };
}
