/**
 * Keeps a browser copy of an order book in step with the server: a snapshot, then deltas
 * (exchange design: `orderbook_delta` carries the book's next sequence; a level's new aggregated
 * quantity, "0" removing it). Pure functions, exact bigint arithmetic, tested on their own.
 *
 *   applyBookDelta(book, delta) -> { kind: 'applied', book } | { kind: 'stale' } | { kind: 'gap' }
 * 'stale' = already contained in the book (older or equal sequence): ignore it.
 * 'gap'   = a delta is missing: the caller fetches a fresh snapshot (resync).
 */
import type { BookLevel, OrderBookDeltaData, OrderBookSnapshot } from '../../../contracts/market';
import { MARKETS, type MarketId } from '../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../domain/money';

export type DeltaResult = { kind: 'applied'; book: OrderBookSnapshot } | { kind: 'stale' } | { kind: 'gap' };

function levelTotal(market: MarketId, price: string, quantity: string): string {
  const { priceDecimals, quantityDecimals } = MARKETS[market];
  const units = parseDecimal(price, priceDecimals) * parseDecimal(quantity, quantityDecimals);
  return formatDecimal(units, priceDecimals + quantityDecimals);
}

function setLevel(market: MarketId, levels: BookLevel[], price: string, quantity: string, isBid: boolean): BookLevel[] {
  const scale = MARKETS[market].priceDecimals;
  const key = parseDecimal(price, scale);
  const isRemoval = parseDecimal(quantity, MARKETS[market].quantityDecimals) === 0n;
  const rest = levels.filter((level) => parseDecimal(level.price, scale) !== key);
  if (isRemoval) return rest;
  const next: BookLevel = { price, quantity, total: levelTotal(market, price, quantity) };
  // Best first: bids highest price first, asks lowest first.
  const index = rest.findIndex((level) => {
    const p = parseDecimal(level.price, scale);
    return isBid ? p < key : p > key;
  });
  return index === -1 ? [...rest, next] : [...rest.slice(0, index), next, ...rest.slice(index)];
}

export function bookSpread(market: MarketId, bids: BookLevel[], asks: BookLevel[]): string | null {
  const bestBid = bids[0];
  const bestAsk = asks[0];
  if (!bestBid || !bestAsk) return null;
  const scale = MARKETS[market].priceDecimals;
  return formatDecimal(parseDecimal(bestAsk.price, scale) - parseDecimal(bestBid.price, scale), scale);
}

export function applyBookDelta(book: OrderBookSnapshot, delta: OrderBookDeltaData): DeltaResult {
  if (delta.sequence <= book.sequence) return { kind: 'stale' };
  if (delta.sequence !== book.sequence + 1) return { kind: 'gap' };
  let { bids, asks } = book;
  for (const change of delta.changes) {
    if (change.side === 'buy') bids = setLevel(book.market, bids, change.price, change.quantity, true);
    else asks = setLevel(book.market, asks, change.price, change.quantity, false);
  }
  return {
    kind: 'applied',
    book: {
      ...book,
      sequence: delta.sequence,
      bids,
      asks,
      spread: bookSpread(book.market, bids, asks),
      timestamp: delta.timestamp,
    },
  };
}
