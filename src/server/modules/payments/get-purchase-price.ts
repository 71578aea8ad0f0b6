import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { PaymentsContext } from './payments-context';

export interface PurchasePrice {
  value: string;
  source: 'presale' | 'exchange' | 'default';
}

const PRICE_SCALE = 4;
const DEFAULT_PRICE = '1.0000';

/**
 * The price a purchase is made at: the presale price while the presale runs, else the
 * VINO/USD last trade on the exchange, else 1.00 (the peg).
 */
export async function getPurchasePrice(ctx: PaymentsContext): Promise<PurchasePrice> {
  const { presale } = await ctx.settings.get();
  if (presale.endsAt && new Date(presale.endsAt) > ctx.now())
    return { value: formatDecimal(parseDecimal(presale.priceUsd, PRICE_SCALE), PRICE_SCALE), source: 'presale' };
  const last = await ctx.lastVinoPrice().catch(() => null);
  if (last !== null && parseDecimal(last, PRICE_SCALE) > 0n)
    return { value: formatDecimal(parseDecimal(last, PRICE_SCALE), PRICE_SCALE), source: 'exchange' };
  return { value: DEFAULT_PRICE, source: 'default' };
}
