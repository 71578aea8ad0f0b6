/**
 * The buy page's query parameters (investor spec section 2): `amount` (an integer, applied only
 * from 100 to 1,000,000), `source` (presale sets 5000, stock sets 10000) and `ref` (homepage sets
 * 1000). An explicit amount wins over source, source over ref; otherwise the page's default.
 */
import { isPurchaseAmountInBounds } from '../../../domain/purchase/purchase-fees';

export const DEFAULT_BUY_AMOUNT = 1_000;

const SOURCE_AMOUNTS: Readonly<Record<string, number>> = { presale: 5_000, stock: 10_000 };
const REF_AMOUNTS: Readonly<Record<string, number>> = { homepage: 1_000 };

export function initialBuyAmount(params: URLSearchParams): number {
  const raw = params.get('amount');
  if (raw !== null && /^\d+$/.test(raw.trim())) {
    const amount = Number(raw.trim());
    if (isPurchaseAmountInBounds(amount)) return amount;
  }
  const fromSource = SOURCE_AMOUNTS[params.get('source') ?? ''];
  if (fromSource !== undefined) return fromSource;
  return REF_AMOUNTS[params.get('ref') ?? ''] ?? DEFAULT_BUY_AMOUNT;
}
