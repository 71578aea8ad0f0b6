import type { AdminWineAsset } from '../../../contracts/admin-wine';
import { appraisalStatus } from '../../../domain/admin/wine-reserve';
import { toWineAsset } from './wine-asset-mapper';
import type { WineAssetRow, WineAssetWithStorage } from './wine-repository';

/** The server clock's calendar day (UTC), which appraisal states are counted from. */
export function toDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A wine asset as the admin sees it: the public fields plus its appraisal state and retirement. */
export function toAdminWineAsset(row: WineAssetWithStorage, today: string): AdminWineAsset {
  const { status, days } = appraisalStatus(row.nextAppraisal, today);
  return {
    ...toWineAsset(row),
    appraisal_status: status,
    days_to_appraisal: days,
    retired_at: row.retiredAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fields an audit entry keeps of an asset, before and after a write. */
export function wineAuditSnapshot(row: WineAssetRow) {
  return {
    name: row.name,
    producer: row.producer,
    vintage: row.vintage,
    region: row.region,
    country: row.country,
    category: row.category,
    classification: row.classification,
    bottleCount: row.bottleCount,
    bottleSize: row.bottleSize,
    purchasePrice: row.purchasePrice,
    currentValue: row.currentValue,
    insuranceValue: row.insuranceValue,
    condition: row.condition,
    storageFacilityId: row.storageFacilityId,
    lastAppraisal: row.lastAppraisal,
    nextAppraisal: row.nextAppraisal,
    tokenized: row.tokenized,
    tokensIssued: row.tokensIssued,
    backsToken: row.backsToken,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}
