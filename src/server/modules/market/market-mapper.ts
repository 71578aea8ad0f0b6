import type { BookChange, BookLevel, Order, PublicTrade } from '../../../contracts/market';
import type { LevelEvent, BookLevel as EngineLevel } from '../../../domain/exchange/engine-types';
import { MARKETS, isMarketId, type MarketId, type MarketSpec } from '../../../domain/exchange/markets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { NewTradeRow, OrderRow, TradeRow } from './market-repository';

/** Drops trailing fraction zeros of a decimal string ("12.500000" → "12.5", "3.000" → "3"). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** A numeric(38,18) ledger amount from the database as a short decimal string. */
export const ledgerText = (value: string) =>
  trimDecimal(formatDecimal(parseDecimal(value, LEDGER_SCALE), LEDGER_SCALE));

export function specOf(market: string): MarketSpec {
  if (!isMarketId(market)) throw new Error(`Unknown market ${market}`);
  return MARKETS[market];
}

/** Price column value (numeric 38,18) at the market's tick decimals. */
export const priceText = (spec: MarketSpec, value: string) =>
  formatDecimal(parseDecimal(value, spec.priceDecimals), spec.priceDecimals);
export const amountText = (spec: MarketSpec, value: string) =>
  formatDecimal(parseDecimal(value, spec.quantityDecimals), spec.quantityDecimals);

/** price × quantity at the exact combined scale, as the quote asset's decimal string. */
export const totalText = (spec: MarketSpec, priceTicks: bigint, lots: bigint) =>
  trimDecimal(formatDecimal(priceTicks * lots, spec.priceDecimals + spec.quantityDecimals));

export function orderToWire(row: OrderRow): Order {
  const spec = specOf(row.market);
  const quantity = parseDecimal(row.quantity, spec.quantityDecimals);
  const filled = parseDecimal(row.filledQuantity, spec.quantityDecimals);
  const filledQuote = parseDecimal(row.filledQuote, LEDGER_SCALE);
  // Average price = quote / quantity, at the tick decimals (rounded down), from exact amounts.
  const averageTicks =
    filled > 0n
      ? (filledQuote * 10n ** BigInt(spec.quantityDecimals)) /
        (filled * 10n ** BigInt(LEDGER_SCALE - spec.priceDecimals))
      : null;
  const isLive = row.status === 'open' || row.status === 'partially_filled';
  return {
    id: row.id,
    market: spec.id,
    pair: spec.label,
    side: row.side,
    type: row.type,
    timeInForce: row.timeInForce,
    postOnly: row.postOnly,
    price: row.price === null ? null : priceText(spec, row.price),
    stopPrice: row.stopPrice === null ? null : priceText(spec, row.stopPrice),
    amount: formatDecimal(quantity, spec.quantityDecimals),
    filledAmount: formatDecimal(filled, spec.quantityDecimals),
    remainingAmount: formatDecimal(isLive ? quantity - filled : 0n, spec.quantityDecimals),
    averagePrice: averageTicks === null ? null : formatDecimal(averageTicks, spec.priceDecimals),
    filledTotal: trimDecimal(formatDecimal(filledQuote, LEDGER_SCALE)),
    status: row.status,
    reason: row.rejectReason,
    isWaitingForTrigger: isLive && (row.type === 'stop_limit' || row.type === 'stop_market') && !row.isTriggered,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function levelToWire(spec: MarketSpec, level: EngineLevel): BookLevel {
  return {
    price: formatDecimal(level.price, spec.priceDecimals),
    quantity: formatDecimal(level.quantity, spec.quantityDecimals),
    total: totalText(spec, level.price, level.quantity),
  };
}

export function levelEventToWire(spec: MarketSpec, event: LevelEvent): BookChange {
  return {
    side: event.side,
    price: formatDecimal(event.price, spec.priceDecimals),
    quantity: formatDecimal(event.quantity, spec.quantityDecimals),
  };
}

export function tradeToWire(row: TradeRow | NewTradeRow): PublicTrade {
  const spec = specOf(row.market);
  const priceTicks = parseDecimal(row.price, spec.priceDecimals);
  const lots = parseDecimal(row.quantity, spec.quantityDecimals);
  return {
    id: row.id,
    market: spec.id as MarketId,
    side: row.takerSide,
    price: formatDecimal(priceTicks, spec.priceDecimals),
    amount: formatDecimal(lots, spec.quantityDecimals),
    total: totalText(spec, priceTicks, lots),
    timestamp: (row.createdAt ?? new Date()).toISOString(),
  };
}
