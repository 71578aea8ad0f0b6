/**
 * Query keys of the market module's endpoints. Public market data sits under ['market', ...] (so one
 * invalidation of ['market'] refreshes every book), the signed-in user's under ['me', ...].
 */
import type { MyTradesFilter } from './find-my-trades';

export const marketKeys = {
  all: () => ['market'] as const,
  markets: () => ['market', 'markets'] as const,
  orderBook: (market: string) => ['market', market, 'book'] as const,
  trades: (market: string) => ['market', market, 'trades'] as const,
  candles: (market: string, timeframe: string) => ['market', market, 'candles', timeframe] as const,
  myOpenOrders: () => ['me', 'orders', 'open'] as const,
  myTrades: () => ['me', 'trades'] as const,
  myTradesPage: (filter: MyTradesFilter) => ['me', 'trades', filter] as const,
};
