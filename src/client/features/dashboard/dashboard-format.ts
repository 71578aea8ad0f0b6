/**
 * Display formatting of the server's decimal strings (never used for arithmetic: the figures are
 * computed on the server). Amounts keep the precision the spec asks for: USD 2 decimals, VINO 2.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const amount = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const formatUsd = (decimal: string) => usd.format(Number(decimal));

export function formatAmount(decimal: string, asset: string): string {
  const digits = asset === 'USD' || asset === 'VINO' || asset === 'USDT' ? 2 : 6;
  return amount(digits).format(Number(decimal));
}

/** KYC status as the stat card shows it: underscores as spaces, first letter capital (default Pending). */
export function kycLabel(status: string | undefined): string {
  const text = (status ?? 'pending').replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
