import type { PriceAlert } from '../../../contracts/price-alerts';
import type { MarketId } from '../../../domain/exchange/markets';
import type { PriceAlertRow } from './price-alerts-repository';

/** Trailing zeros of numeric(38,18) off: "1.250000…" → "1.25". */
const trim = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

export function toPriceAlert(row: PriceAlertRow): PriceAlert {
  return {
    id: row.id,
    market: row.market as MarketId,
    direction: row.direction,
    price: trim(row.price),
    createdAt: row.createdAt.toISOString(),
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    triggeredPrice: row.triggeredPrice === null ? null : trim(row.triggeredPrice),
  };
}
