/**
 * The price a purchase is quoted at: the presale price while the presale runs, else
 * the VINO/USD price of the price service. The server applies the same rule when it creates the
 * payment intent, and the payment step shows the server's figures.
 */
import type { Presale } from '../../../contracts/metrics';
import type { Quote } from '../../../contracts/prices';

export interface PurchasePrice {
  value: string;
  source: 'presale' | 'market';
  presaleEndsAt?: string;
}

export function isPresaleRunning(presale: Pick<Presale, 'ends_at'> | undefined, now: Date): boolean {
  return presale !== undefined && new Date(presale.ends_at).getTime() > now.getTime();
}

export function purchasePrice(
  token: Pick<Quote, 'price'> | undefined,
  presale: Presale | undefined,
  now: Date,
): PurchasePrice | null {
  if (presale && isPresaleRunning(presale, now)) {
    return { value: presale.price_usd, source: 'presale', presaleEndsAt: presale.ends_at };
  }
  return token ? { value: token.price, source: 'market' } : null;
}
