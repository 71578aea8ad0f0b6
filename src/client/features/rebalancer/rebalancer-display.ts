/**
 * How the rebalancer shows its figures. Everything arrives as decimal strings; they are cut and
 * grouped as strings (no float rounding of money): USD with cents, balances at a sensible number of
 * decimals per asset, percentages with two decimals.
 */
import type { RebalanceAsset } from '../../../contracts/rebalancer';

const BALANCE_DECIMALS: Record<RebalanceAsset, number> = { VINO: 2, STOCK: 2, ETH: 4, BTC: 6, USDT: 2, USD: 2 };

/** Spec section 9's USDC target is the platform's stablecoin, USDT: the label says so. */
export const ASSET_LABELS: Record<RebalanceAsset, string> = {
  VINO: 'VINO token',
  STOCK: 'VINO stock',
  ETH: 'Ethereum',
  USDT: 'USDT (stablecoin; USDC in the plan)',
  BTC: 'Bitcoin',
  USD: 'US dollar cash',
};

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1234.5678" → "1,234.56" (cut, not rounded, to `decimals`). */
export function formatFixed(value: string, decimals: number): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const cut = decimals > 0 ? `.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : '';
  return `${negative ? '-' : ''}${group(whole)}${cut}`;
}

export const formatUsd = (value: string) =>
  value.startsWith('-') ? `-$${formatFixed(value.slice(1), 2)}` : `$${formatFixed(value, 2)}`;
export const formatBalance = (asset: RebalanceAsset, value: string) => formatFixed(value, BALANCE_DECIMALS[asset]);
export const formatPercent = (value: string) => `${formatFixed(value, 2)}%`;
export const formatSignedPercent = (value: string) =>
  `${value.startsWith('-') || /^0(\.0*)?$/.test(value) ? '' : '+'}${formatPercent(value)}`;

/** Spec section 9: deviation green under 2, yellow under 5, else red. */
export const DEVIATION_CLASS = { green: 'text-success', yellow: 'text-warning', red: 'text-danger' } as const;

export const pairLabel = (market: string) => market.replace('-', '/');

/** "Market buy 1,000.00 VINO on VINO/ETH, paying ETH": what an order does to the other asset. */
export function describeOrder(order: {
  side: 'buy' | 'sell';
  amount: string;
  market: string;
  forAsset: string;
}): string {
  const other = order.side === 'buy' ? `paying ${order.forAsset}` : `for ${order.forAsset}`;
  return `Market ${order.side} ${formatFixed(order.amount, 2)} VINO on ${pairLabel(order.market)}, ${other}`;
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
