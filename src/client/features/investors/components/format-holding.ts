import { formatDecimal, parseDecimal } from '../../../../domain/money';

/** Decimals shown per asset (the exchange's amount precision; crypto keeps more). */
const DISPLAY_DECIMALS: Record<string, number> = { USD: 2, USDT: 2, VINO: 2, ETH: 6, BTC: 8 };

/**
 * A ledger balance (decimal string, up to 18 places) for reading: cut to the asset's display
 * decimals without floats, thousands grouped. Cutting (not rounding) never shows more than is held.
 */
export function formatHolding(value: string, asset: string): string {
  const decimals = DISPLAY_DECIMALS[asset] ?? 8;
  const [whole = '0', fraction] = formatDecimal(parseDecimal(value, decimals), decimals).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
