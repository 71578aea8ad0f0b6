/**
 * The ETH a crypto purchase costs: the USD amount divided by the ETH/USD rate, where the
 * rate is the exchange's cross rate VINO/USD ÷ VINO/ETH (the same cross rate the portfolio values
 * ETH holdings at). Exact bigint arithmetic in wei; rounded up so the platform is never short-paid.
 */
import { formatDecimal, parseDecimal } from '../money';

/** ETH has 18 decimals; prices are parsed at the same scale. */
export const WEI_SCALE = 18;

export interface CryptoQuoteInput {
  /** The USD amount charged, a decimal string ("1000.00"). */
  amountUsd: string;
  /** VINO priced in USD and in ETH (decimal strings, both positive). */
  vinoUsd: string;
  vinoEth: string;
}

/** The quoted amount in wei, or null when a price is missing or zero (no rate, no quote). */
export function quoteWei(input: CryptoQuoteInput): bigint | null {
  const amount = parseDecimal(input.amountUsd, WEI_SCALE);
  const vinoUsd = parseDecimal(input.vinoUsd, WEI_SCALE);
  const vinoEth = parseDecimal(input.vinoEth, WEI_SCALE);
  if (amount <= 0n || vinoUsd <= 0n || vinoEth <= 0n) return null;
  // wei = amount ÷ (vinoUsd ÷ vinoEth) = amount × vinoEth ÷ vinoUsd; the scales of amount and vinoUsd cancel.
  const numerator = amount * vinoEth;
  return (numerator + vinoUsd - 1n) / vinoUsd;
}

/** The USD value of one ETH at the cross rate, to 2 decimals (shown beside the quote). */
export function ethUsdRate(vinoUsd: string, vinoEth: string): string {
  const usd = parseDecimal(vinoUsd, WEI_SCALE);
  const eth = parseDecimal(vinoEth, WEI_SCALE);
  if (eth <= 0n) return '0.00';
  return formatDecimal((usd * 100n) / eth, 2);
}

/** Wei as an ETH decimal string without trailing zeros ("0.5", "1"). */
export function formatWeiAsEth(wei: bigint): string {
  const text = formatDecimal(wei, WEI_SCALE);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
