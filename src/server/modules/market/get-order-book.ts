import type { OrderBookSnapshot } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { formatDecimal } from '../../../domain/money';
import type { MarketContext } from './market-context';
import { levelToWire } from './market-mapper';

/**
 * The book's aggregated levels, best first. Read in the market's queue, so the snapshot and its
 * sequence describe the book between two commands: the next delta published is sequence + 1. On
 * another instance than the market's owner, the owner answers.
 */
export function getOrderBook(ctx: MarketContext, market: MarketId, depth: number): Promise<OrderBookSnapshot> {
  // Only the owner's book is live (ADR 010).
  if (!ctx.ownership.owns(market)) return ctx.ownership.forward({ kind: 'book', market, depth });
  return ctx.books.run(market, async (book) => {
    const { bids, asks } = book.engine.snapshot(depth);
    const bestBid = bids[0];
    const bestAsk = asks[0];
    return {
      market,
      sequence: book.bookSequence,
      bids: bids.map((level) => levelToWire(book.spec, level)),
      asks: asks.map((level) => levelToWire(book.spec, level)),
      spread: bestBid && bestAsk ? formatDecimal(bestAsk.price - bestBid.price, book.spec.priceDecimals) : null,
      timestamp: ctx.now().toISOString(),
    };
  });
}
