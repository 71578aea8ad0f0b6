/**
 * Number and time formats of the real-time data centre (operator spec section 9): prices at the
 * market's tick precision (8 decimals for BTC pairs, 6 for ETH, 4 otherwise), amounts 2 (dollar sums
 * too), money M above a million and K above a thousand, and notification times "Just now", "Nm ago", "Nh ago"
 * (under 24 h), else the date. Decimal strings are rounded as strings (bigint), never as floats.
 */
import { MARKETS, type MarketId } from '../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { formatPercentChange } from '../../../domain/format';

export function roundDecimal(value: string | null | undefined, decimals: number): string {
  if (value === null || value === undefined || value === '') return '—';
  let scaled: bigint;
  try {
    scaled = parseDecimal(value, decimals + 1);
  } catch {
    return '—';
  }
  const negative = scaled < 0n;
  const rounded = ((negative ? -scaled : scaled) + 5n) / 10n;
  const [whole = '0', fraction] = formatDecimal(rounded, decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && rounded !== 0n ? `-${text}` : text;
}

export function formatMarketPrice(market: MarketId, value: string | null | undefined): string {
  return roundDecimal(value, MARKETS[market].priceDecimals);
}

export function formatAmount(value: string | null | undefined): string {
  return roundDecimal(value, 2);
}

/**
 * A sum in the market's quote currency (a volume, an order book total): a dollar amount (USD, USDT)
 * is an amount, 2 decimals; an ETH or BTC sum keeps the price's precision, or it would read 0.00.
 */
export function formatQuoteAmount(market: MarketId, value: string | null | undefined): string {
  const quote = MARKETS[market].quote;
  return quote === 'USD' || quote === 'USDT' ? formatAmount(value) : formatMarketPrice(market, value);
}

/** The one signed-percent format (domain/format.ts), so every screen shows a change alike. */
export const formatSignedPercent = (value: string | null | undefined): string => formatPercentChange(value);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function formatTimeAgo(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '—';
  const age = Math.max(0, now - at);
  if (age < MINUTE_MS) return 'Just now';
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)}m ago`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  return new Date(at).toLocaleDateString();
}

export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
}

/** The bell's badge: the count up to 9, then "9+" (operator spec section 2). */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/** Server uptime as "45 s", "14 min", "2 h 14 min" or "3 d 5 h": the two largest units, rounded down. */
export function formatUptime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
