/**
 * Display of exact decimal strings (USD, VINO) without going through a float: grouping with
 * commas, cut (not rounded) to the places shown, so a balance is never shown larger than it is.
 */
export function groupDecimal(value: string, places: number): string {
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = BigInt(whole).toLocaleString('en-US');
  const cut = places > 0 ? `.${fraction.padEnd(places, '0').slice(0, places)}` : '';
  return `${sign}${grouped}${cut}`;
}

/** "$1,044.00" */
export function formatUsdExact(value: string): string {
  const text = groupDecimal(value, 2);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** "956.00 VINO" style figures: two places. */
export function formatVino(value: string): string {
  return groupDecimal(value, 2);
}

/** Integer cents (as the payment intent carries them) → a USD decimal string: 104400 → "1044.00". */
export function centsToDollars(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
