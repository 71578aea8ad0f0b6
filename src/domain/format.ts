/** Display formatting shared by every screen (numbers arrive as decimal strings or integers). */

const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatUsd(value: number | string, withCents = false): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return (withCents ? usdCents : usdWhole).format(n);
}

export function formatInteger(value: number | string): string {
  return integer.format(typeof value === 'string' ? Number(value) : value);
}

/**
 * Compact money as the spec's formatting: M from one million, K from one thousand, one decimal.
 * Rounds half up on whole tenths (12,450 -> $12.5K; dividing first would give the float 12.4499...)
 * and moves to the next unit when rounding reaches it (999,950 -> $1.0M, not $1000.0K).
 */
export function formatCompactUsd(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  const abs = Math.abs(n);
  const sign = n < 0 && Math.round(abs) > 0 ? '-' : '';
  const tenthsOfThousands = Math.round(abs / 100);
  if (tenthsOfThousands >= 10_000) return `${sign}$${(Math.round(abs / 100_000) / 10).toFixed(1)}M`;
  if (Math.round(abs) >= 1_000) return `${sign}$${(tenthsOfThousands / 10).toFixed(1)}K`;
  return `${sign}$${Math.round(abs)}`;
}

/** Rounds to `decimals` places for telemetry values (layout shift 3, memory 2). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * The label every screen puts after the exchange's 24 h change (the ticker's change24h), so the one
 * figure reads the same on /buy-vino, /trading, /realtime and the dashboard.
 */
export const CHANGE_24H_LABEL = '24h';

/** A percent change with its sign: "+1.08%", "-1.08%", "0.00%" ('—' for a missing value). */
export function formatPercentChange(value: string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  const text = Math.abs(n).toFixed(decimals);
  if (Number(text) === 0) return `${text}%`;
  return `${n < 0 ? '-' : '+'}${text}%`;
}
