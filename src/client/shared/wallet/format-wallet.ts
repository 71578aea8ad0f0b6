import { ETH_DISPLAY_DECIMALS, VINO_DISPLAY_DECIMALS } from '../../../domain/wallet-networks';

export { shortAddress } from './short-address';

/** A decimal string rounded down to `decimals` places, with thousands separators (no float rounding). */
export function formatTokenAmount(value: string, decimals: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals > 0 ? `${grouped}.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : grouped;
}

export const formatEth = (value: string) => formatTokenAmount(value, ETH_DISPLAY_DECIMALS);
export const formatVino = (value: string) => formatTokenAmount(value, VINO_DISPLAY_DECIMALS);
