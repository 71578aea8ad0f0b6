import type { RevenueSource } from '../../../contracts/reports';
import { MARKETS, type MarketSpec } from '../../../domain/exchange/markets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import { quoteToUsd } from '../market/market-module';

/** The spec's four revenue shares, in its order. */
export const SOURCE_LABELS: Record<RevenueSource, string> = {
  token_sales: 'Token sales',
  staking_fees: 'Staking fees',
  trading_fees: 'Trading fees',
  premium_services: 'Premium services',
};

/** revenue_tracking.revenue_type → the source it counts under (the types the platform writes). */
export const SOURCE_OF_REVENUE_TYPE: Record<string, RevenueSource> = {
  token_purchase: 'token_sales',
  staking_fee: 'staking_fees',
  trading_fee: 'trading_fees',
  premium_service: 'premium_services',
};

const CENTS_DIVISOR = 10n ** BigInt(LEDGER_SCALE - 2);

/**
 * A fee in ledger units of `asset` in USD cents (rounded down), at the exchange's reference prices
 * like the trade history's fee totals: VINO at the VINO/USD reference, a quote asset through the
 * market quoting in it. An asset no market quotes in is not valued (null).
 */
export function feeToUsdCents(asset: string, ledgerAmount: string): bigint | null {
  const amount = parseDecimal(ledgerAmount, LEDGER_SCALE);
  const spec: MarketSpec | undefined =
    asset === 'VINO' ? MARKETS['VINO-USD'] : Object.values(MARKETS).find((m) => m.quote === asset);
  if (!spec) return null;
  return quoteToUsd(spec, amount) / CENTS_DIVISOR;
}
