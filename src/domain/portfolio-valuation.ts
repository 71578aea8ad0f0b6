/**
 * Values ledger holdings in USD from the exchange's VINO pair prices: VINO at VINO/USD, and each
 * other quote asset through its cross rate (one ETH is worth VINO/USD ÷ VINO/ETH dollars). Exact
 * bigint fixed point at one scale (the ledger's 18 decimals); no floats.
 */
import { LEDGER_SCALE, type Asset } from './exchange/markets';

const ONE = 10n ** BigInt(LEDGER_SCALE);

/** VINO priced in each quote asset, at LEDGER_SCALE; an absent or zero price leaves the asset unpriced. */
export type VinoPrices = Partial<Record<Exclude<Asset, 'VINO'>, bigint>>;

/** USD per unit of `asset` at LEDGER_SCALE, or null when the prices do not say. */
export function usdPerUnit(asset: Asset, prices: VinoPrices): bigint | null {
  if (asset === 'USD') return ONE;
  const vinoUsd = prices.USD;
  if (!vinoUsd) return null;
  if (asset === 'VINO') return vinoUsd;
  const vinoInAsset = prices[asset];
  if (!vinoInAsset) return null;
  return (vinoUsd * ONE) / vinoInAsset;
}

export interface ValuedHolding {
  asset: Asset;
  amount: bigint;
  priceUsd: bigint | null;
  valueUsd: bigint;
}

/** Each holding with its USD value (zero when unpriced) and the total. */
export function valueHoldings(
  holdings: readonly { asset: Asset; amount: bigint }[],
  prices: VinoPrices,
): { holdings: ValuedHolding[]; totalUsd: bigint } {
  let totalUsd = 0n;
  const valued = holdings.map(({ asset, amount }) => {
    const priceUsd = usdPerUnit(asset, prices);
    const valueUsd = priceUsd === null ? 0n : (amount * priceUsd) / ONE;
    totalUsd += valueUsd;
    return { asset, amount, priceUsd, valueUsd };
  });
  return { holdings: valued, totalUsd };
}
