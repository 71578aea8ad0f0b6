/** GET /api/v1/markets/{market}/trades: the latest public trades, newest first (the live list starts here). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PublicTrade } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { REALTIME_KEPT_TRADES } from '../../../domain/realtime';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { marketKeys } from './keys';

export function getMarketTrades(market: MarketId, signal?: AbortSignal): Promise<{ trades: PublicTrade[] }> {
  return api.get(apiPaths.market.withParam(apiPaths.market.trades, market), {
    signal,
    schema: () => import('../../../contracts/market').then((m) => m.MarketTradesResponseSchema),
    query: { limit: REALTIME_KEPT_TRADES },
  });
}

export const getMarketTradesQueryOptions = (market: MarketId) =>
  queryOptions({
    queryKey: marketKeys.trades(market),
    queryFn: ({ signal }) => getMarketTrades(market, signal),
    ...queryPolicy.market.marketTrades,
  });

export function useMarketTrades(market: MarketId) {
  return useQuery(getMarketTradesQueryOptions(market));
}
