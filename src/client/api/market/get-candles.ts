/** GET /api/v1/markets/{market}/candles?timeframe=: candles built from the market's trades. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { CandlesResponse, Timeframe } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { marketKeys } from './keys';

export function getCandles(market: MarketId, timeframe: Timeframe, signal?: AbortSignal): Promise<CandlesResponse> {
  return api.get(apiPaths.market.withParam(apiPaths.market.candles, market), {
    signal,
    schema: () => import('../../../contracts/market').then((m) => m.CandlesResponseSchema),
    query: { timeframe },
  });
}

export const getCandlesQueryOptions = (market: MarketId, timeframe: Timeframe) =>
  queryOptions({
    queryKey: marketKeys.candles(market, timeframe),
    queryFn: ({ signal }) => getCandles(market, timeframe, signal),
    ...queryPolicy.market.candles,
    placeholderData: keepPreviousData,
  });

export function useCandles(market: MarketId, timeframe: Timeframe) {
  return useQuery(getCandlesQueryOptions(market, timeframe));
}
