/**
 * Fixed-point decimal helpers. Money never travels as a JavaScript float: amounts are bigint
 * integers at a fixed scale in code and decimal strings on the wire.
 */

export const USD_SCALE = 2;

/** Parses a decimal string ("1234.5") into a bigint at `scale` decimals, truncating extra digits. */
export function parseDecimal(value: string, scale: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal number: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = `${whole}${fraction.padEnd(scale, '0').slice(0, scale)}`;
  const result = BigInt(digits);
  return sign ? -result : result;
}

/** Formats a bigint at `scale` decimals as a decimal string. */
export function formatDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * ratio = numerator / denominator as a percentage string with `decimals` places, rounded half away
 * from zero. Rounding works on the magnitude and applies the sign after: bigint division truncates
 * toward zero, so rounding a negative ratio directly would pull losses toward zero (-10.0 -> -9.9).
 */
/** formatDecimal without trailing zeros: "1000000", "6.5" (how figures read on the wire and on screen). */
export function formatDecimalTrimmed(value: bigint, scale: number): string {
  const text = formatDecimal(value, scale);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export function percentage(numerator: bigint, denominator: bigint, decimals: number): string {
  if (denominator === 0n) return formatDecimal(0n, decimals);
  const isNegative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const factor = 10n ** BigInt(decimals);
  const scaled = (n * 100n * factor * 2n + d) / (d * 2n);
  return formatDecimal(isNegative ? -scaled : scaled, decimals);
}
