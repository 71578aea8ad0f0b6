import type { Ticker } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { percentage, parseDecimal } from '../../../domain/money';
import type { MarketContext } from './market-context';
import { ledgerText, priceText, specOf } from './market-mapper';
import { findLastTrade, findWindowStats } from './market-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The 24 h ticker of a market from its trades: last price (the latest trade ever), change against
 * the first trade of the last 24 hours, volume, high and low. Cached briefly; a trade invalidates it.
 */
export function getMarketTicker(ctx: MarketContext, market: MarketId): Promise<Ticker> {
  return ctx.tickers.get(market, async () => {
    const spec = specOf(market);
    const since = new Date(ctx.now().getTime() - DAY_MS);
    const [last, stats] = await Promise.all([findLastTrade(ctx.db, market), findWindowStats(ctx.db, market, since)]);
    const lastTicks = last ? parseDecimal(last.price, spec.priceDecimals) : null;
    const firstTicks = stats.first ? parseDecimal(stats.first, spec.priceDecimals) : null;
    const change = lastTicks !== null && firstTicks ? percentage(lastTicks - firstTicks, firstTicks, 2) : '0.00';
    return {
      last: last ? priceText(spec, last.price) : null,
      change24h: change,
      volume24h: stats.volume ? ledgerText(stats.volume) : '0',
      quoteVolume24h: stats.quote_volume ? ledgerText(stats.quote_volume) : '0',
      high24h: stats.high ? priceText(spec, stats.high) : null,
      low24h: stats.low ? priceText(spec, stats.low) : null,
    };
  });
}

/** The market's ticker if its cache holds a fresh one; never queries (for routes answering a cache hit at once). */
export function cachedMarketTicker(ctx: MarketContext, market: MarketId): Ticker | undefined {
  return ctx.tickers.peek(market);
}
