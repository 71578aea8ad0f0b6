import type { WineAsset, WineShowcaseItem } from '../../../contracts/wine';
import { appreciationPct, totalValue } from '../../../domain/wine-portfolio';
import type { WineAssetRow, WineAssetWithStorage } from './wine-repository';

/** The card fields the home showcase needs. */
export function toShowcaseItem(w: WineAssetRow): WineShowcaseItem {
  return {
    id: w.id,
    name: w.name,
    producer: w.producer,
    vintage: w.vintage,
    region: w.region,
    category: w.category,
    current_value: w.currentValue,
    appreciation_pct: appreciationPct(w),
    bottle_count: w.bottleCount,
    description: w.description,
    image: w.image,
  };
}

/** A wine asset on the wire: every entity field, appreciation and total value derived. */
export function toWineAsset(w: WineAssetWithStorage): WineAsset {
  return {
    ...toShowcaseItem(w),
    slug: w.slug,
    country: w.country,
    classification: w.classification,
    purchase_price: w.purchasePrice,
    total_value: totalValue(w),
    bottle_size: w.bottleSize,
    tokens_issued: w.tokensIssued,
    tokenized: w.tokenized,
    backs_token: w.backsToken,
    last_appraisal: w.lastAppraisal,
    next_appraisal: w.nextAppraisal,
    condition: w.condition,
    rarity: w.rarity,
    tasting_notes: w.tastingNotes,
    critics_score: w.criticsScore,
    investment_grade: w.investmentGrade,
    insurance_value: w.insuranceValue,
    storage_facility_id: w.storageFacilityId,
    storage_location: w.storageLocation,
  };
}
