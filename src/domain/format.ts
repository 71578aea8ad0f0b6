/** Display formatting shared by every screen (numbers arrive as decimal strings or integers). */

const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatUsd(value: number | string, withCents = false): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return (withCents ? usdCents : usdWhole).format(n);
}

export function formatInteger(value: number | string): string {
  return integer.format(typeof value === 'string' ? Number(value) : value);
}

/** Compact money as the spec's formatting: M above one million, K above one thousand. */
export function formatCompactUsd(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (Math.abs(n) >= 1e6) return `$${(n / 1e6).toFixed(1)}M`;
  if (Math.abs(n) >= 1e3) return `$${(n / 1e3).toFixed(1)}K`;
  return `$${n.toFixed(0)}`;
}

/** Rounds to `decimals` places for telemetry values (layout shift 3, memory 2). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
