import type { PriceUpdateData } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { getMarketTicker } from './get-market-ticker';
import type { MarketContext } from './market-context';
import { channels } from '../../../contracts/realtime';

/**
 * A burst of trades gives one price push per market, not one per trade: the ticker is a database
 * read, and clients only need the latest figures.
 */
const PRICE_PUSH_COALESCE_MS = 150;

export function publishPriceUpdate(ctx: MarketContext, market: MarketId): void {
  if (ctx.pendingPricePushes.has(market)) return;
  const timer = setTimeout(() => {
    ctx.pendingPricePushes.delete(market);
    getMarketTicker(ctx, market)
      .then((ticker) => {
        const data: PriceUpdateData = {
          market,
          last: ticker.last,
          change24h: ticker.change24h,
          volume24h: ticker.volume24h,
          high24h: ticker.high24h,
          low24h: ticker.low24h,
          timestamp: ctx.now().toISOString(),
        };
        ctx.publisher.publish(channels.prices, 'price_update', data);
        ctx.publisher.publish(channels.price(market), 'price_update', data);
      })
      .catch((error: unknown) => ctx.log.warn({ err: error, market }, 'price update not published'));
  }, PRICE_PUSH_COALESCE_MS);
  ctx.pendingPricePushes.set(market, timer);
}

/** Cancels the pushes still waiting (the app is closing; the database is about to go away). */
export function cancelPendingPriceUpdates(ctx: MarketContext): void {
  for (const timer of ctx.pendingPricePushes.values()) clearTimeout(timer);
  ctx.pendingPricePushes.clear();
}
