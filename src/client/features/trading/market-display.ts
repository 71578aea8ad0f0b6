/**
 * How the trading screen shows the four markets (investor spec section 9): each market's display
 * price decimals (7 for the BTC pair) from the domain's market table, amounts 2. Values arrive as
 * decimal strings and are rounded as strings (bigint), so a price such as 0.0000094 never passes
 * through a float on its way to the screen.
 */
import { MARKETS, MARKET_IDS, isMarketId, type MarketId } from '../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { formatPercentChange } from '../../../domain/format';

export { MARKETS, MARKET_IDS, isMarketId, type MarketId };
export const DEFAULT_MARKET_ID: MarketId = 'VINO-USD';

export const AMOUNT_DECIMALS = 2;

/** "VINO-USD" -> "VINO/USD" (ids travel with a dash, people read a slash). */
export function marketLabel(id: string): string {
  return id.replace('-', '/');
}

export function quoteAsset(id: MarketId): string {
  return MARKETS[id].quote;
}

export function priceDecimals(id: MarketId): number {
  return MARKETS[id].displayPriceDecimals;
}

/** Rounds a decimal string half away from zero to `decimals` places and groups thousands. */
export function formatDecimalString(value: string | null | undefined, decimals: number): string {
  if (value === null || value === undefined || value === '') return '—';
  let scaled: bigint;
  try {
    scaled = parseDecimal(value, decimals + 1);
  } catch {
    return '—';
  }
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const rounded = (magnitude + 5n) / 10n;
  const [whole = '0', fraction] = formatDecimal(rounded, decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && rounded !== 0n ? `-${text}` : text;
}

export function formatPrice(id: MarketId, value: string | null | undefined): string {
  return formatDecimalString(value, priceDecimals(id));
}

export function formatAmount(value: string | null | undefined): string {
  return formatDecimalString(value, AMOUNT_DECIMALS);
}

/** "+1.25%" / "-0.40%" / "0.00%" from a percent decimal string. */
/** The one signed-percent format (domain/format.ts), so every screen shows a change alike. */
export const formatChangePercent = (value: string | null | undefined): string => formatPercentChange(value);

export function changeTone(value: string | null | undefined): 'up' | 'down' | 'flat' {
  const text = formatDecimalString(value, 2);
  if (text === '—' || text === '0.00') return 'flat';
  return text.startsWith('-') ? 'down' : 'up';
}

/** Decimals a balance is shown with: cents for dollars, lots for VINO, finer for ETH and BTC. */
const BALANCE_DECIMALS: Record<string, number> = { USD: 2, USDT: 2, VINO: 2, ETH: 6, BTC: 8 };

/** A balance, truncated (never rounded up: the screen must not promise more than is there). */
export function formatBalance(value: string, asset: string): string {
  const decimals = BALANCE_DECIMALS[asset] ?? 8;
  try {
    const units = parseDecimal(value, decimals);
    return formatDecimalString(formatDecimal(units, decimals), decimals);
  } catch {
    return '—';
  }
}
