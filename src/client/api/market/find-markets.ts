/** GET /api/v1/markets: the four markets with their 24 h ticker (pair cards, last price for previews). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MarketsResponse } from '../../../contracts/market';
import { api } from '../../lib/api-client';

export const MARKETS_QUERY_KEY = ['market', 'markets'] as const;
/** A fallback poll; live `price_update` messages keep the tickers current in between. */
const MARKETS_REFRESH_MS = 30_000;

export function getMarkets(signal?: AbortSignal): Promise<MarketsResponse> {
  return api.get<MarketsResponse>(apiPaths.market.markets, { signal });
}

export const getMarketsQueryOptions = () =>
  queryOptions({
    queryKey: MARKETS_QUERY_KEY,
    queryFn: ({ signal }) => getMarkets(signal),
    refetchInterval: MARKETS_REFRESH_MS,
    staleTime: MARKETS_REFRESH_MS,
  });

export function useMarkets() {
  return useQuery(getMarketsQueryOptions());
}
