import { formatLedgerAmount } from '../../../../domain/exchange/markets';

/**
 * VINO amounts as the redemption screens show them: grouped, up to 4 decimals, rounded UP so the
 * figure shown is never less than what the server holds. Exact on the string, no floats.
 */
export function formatVino(amount: string | bigint): string {
  const text = typeof amount === 'bigint' ? formatLedgerAmount(amount) : amount;
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole) * 10_000n + BigInt((fraction + '0000').slice(0, 4));
  if (/[1-9]/.test(fraction.slice(4))) units += 1n;
  const grouped = (units / 10_000n).toLocaleString('en-US');
  const decimals = (units % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return `${grouped}${decimals ? `.${decimals}` : ''} VINO`;
}
