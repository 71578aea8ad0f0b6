/**
 * Wine redemption: Premium Circle members redeem VINO for bottles of a tokenized wine
 * asset. Exact bigint arithmetic only.
 *
 * Per-bottle value rule: a wine asset's `current_value` is its appraised value of ONE bottle (of
 * its `bottle_size`), not of the lot: the catalogue's total value is current value x bottle count
 * (wine-portfolio.ts totalValue) and the seeded reserve adds up to the spec's USD 52.4M only that
 * way. So a request for n bottles is worth n x current_value, and it holds that value in VINO at
 * the current VINO/USD price, rounded UP to the ledger's 18 decimals so the hold never falls
 * short of the bottles' value.
 */
import { LEDGER_SCALE } from './ledger-assets';
import { parseDecimal, USD_SCALE } from './money';

export const REDEMPTION_MIN_BOTTLES = 1;
export const REDEMPTION_MAX_BOTTLES = 12;

export const REDEMPTION_STATUSES = ['pending', 'cancelled', 'approved', 'rejected', 'fulfilled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * Where a request may go next. The member cancels a pending one; operations approve or reject it,
 * then fulfil an approved one. Cancelled, rejected and fulfilled are final.
 */
const NEXT_STATUSES: Record<RedemptionStatus, readonly RedemptionStatus[]> = {
  pending: ['cancelled', 'approved', 'rejected'],
  approved: ['fulfilled', 'rejected'],
  cancelled: [],
  rejected: [],
  fulfilled: [],
};

export function canMoveRedemption(from: RedemptionStatus, to: RedemptionStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Statuses whose bottles are spoken for: they count against the asset's availability. */
export const RESERVING_STATUSES: readonly RedemptionStatus[] = ['pending', 'approved'];

/** The value of `bottles` bottles in USD cents (current_value is per bottle, see above). */
export function redemptionValueCents(bottles: number, currentValuePerBottle: string): bigint {
  return BigInt(bottles) * parseDecimal(currentValuePerBottle, USD_SCALE);
}

/**
 * VINO (at LEDGER_SCALE) a request holds: bottles x value per bottle / VINO price, rounded up.
 * `vinoUsdPrice` is a decimal string; it must be positive.
 */
export function redemptionTokens(bottles: number, currentValuePerBottle: string, vinoUsdPrice: string): bigint {
  const price = parseDecimal(vinoUsdPrice, LEDGER_SCALE);
  if (price <= 0n) throw new Error('The VINO price must be positive');
  // cents / 10^2 USD ÷ (price / 10^18) USD per VINO, expressed in units of 10^-18 VINO.
  const numerator = redemptionValueCents(bottles, currentValuePerBottle) * 10n ** BigInt(2 * LEDGER_SCALE - USD_SCALE);
  return (numerator + price - 1n) / price;
}

/** Bottles of an asset still open to redemption: its bottles less those reserved by requests. */
export function redeemableBottles(bottleCount: number, reservedBottles: number): number {
  return Math.max(0, bottleCount - reservedBottles);
}
