/**
 * Display of the server's exact decimal strings (USD, VINO) without a float: commas, cut (not
 * rounded) to the places shown, so an amount is never shown larger than it is.
 */
export function groupDecimal(value: string, places: number): string {
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cut = places > 0 ? `.${fraction.padEnd(places, '0').slice(0, places)}` : '';
  return `${sign}${grouped}${cut}`;
}

/** "$1,029.00" */
export function formatUsd(value: string): string {
  const text = groupDecimal(value, 2);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** "$100", "$1,000,000": the bounds as the spec's messages write them. */
export function formatUsdWhole(value: string): string {
  return `$${groupDecimal(value.split('.')[0] ?? value, 0)}`;
}

/** "1,000.00 VINO" */
export function formatVino(value: string): string {
  return `${groupDecimal(value, 2)} VINO`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
