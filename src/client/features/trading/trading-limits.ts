/**
 * The trading settings the forms show (fee rate), read from the markets response. While the markets
 * have not loaded the fee is unknown (null) and the forms show "—", never an invented rate.
 */
import type { MarketsResponse } from '../../../contracts/market';

export interface TradingLimits {
  feePercent: number | null;
}

export function readTradingLimits(data: MarketsResponse | undefined): TradingLimits {
  return { feePercent: data?.trading.feePercent ?? null };
}
