import type { RedemptionRequest } from '../../../contracts/redemption';
import type { RedemptionWithWine } from './redemption-repository';

/** Drops the trailing zeros numeric columns carry ("2300.000000000000000000" → "2300"). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function toRedemptionRequest(row: RedemptionWithWine): RedemptionRequest {
  return {
    id: row.id,
    wineAssetId: row.wineAssetId,
    wineName: row.wineName,
    vintage: row.vintage,
    bottles: row.bottles,
    tokens: trimDecimal(row.tokens),
    bottleValueUsd: row.bottleValueUsd,
    vinoPriceUsd: trimDecimal(row.vinoPriceUsd),
    status: row.status,
    delivery: {
      fullName: row.fullName,
      addressLine: row.addressLine,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
      phone: row.phone,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
