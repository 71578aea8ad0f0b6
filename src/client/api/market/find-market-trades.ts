/** GET /api/v1/markets/{market}/trades: the latest public trades, newest first (the live list starts here). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PublicTrade } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { REALTIME_KEPT_TRADES } from '../../../domain/realtime';
import { api } from '../../lib/api-client';

export const marketTradesQueryKey = (market: MarketId) => ['market', market, 'trades'] as const;

export function getMarketTrades(market: MarketId, signal?: AbortSignal): Promise<{ trades: PublicTrade[] }> {
  return api.get<{ trades: PublicTrade[] }>(apiPaths.market.withParam(apiPaths.market.trades, market), {
    signal,
    query: { limit: REALTIME_KEPT_TRADES },
  });
}

export const getMarketTradesQueryOptions = (market: MarketId) =>
  queryOptions({
    queryKey: marketTradesQueryKey(market),
    queryFn: ({ signal }) => getMarketTrades(market, signal),
    staleTime: Infinity,
  });

export function useMarketTrades(market: MarketId) {
  return useQuery(getMarketTradesQueryOptions(market));
}
