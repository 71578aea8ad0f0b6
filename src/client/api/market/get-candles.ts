/** GET /api/v1/markets/{market}/candles?timeframe=: candles built from the market's trades. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { CandlesResponse, Timeframe } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { api } from '../../lib/api-client';

/** New trades extend the last candle; a minute keeps the chart current without a feed of its own. */
const CANDLES_REFRESH_MS = 60_000;

export function getCandles(market: MarketId, timeframe: Timeframe, signal?: AbortSignal): Promise<CandlesResponse> {
  return api.get<CandlesResponse>(apiPaths.market.withParam(apiPaths.market.candles, market), {
    signal,
    query: { timeframe },
  });
}

export const getCandlesQueryOptions = (market: MarketId, timeframe: Timeframe) =>
  queryOptions({
    queryKey: ['market', market, 'candles', timeframe] as const,
    queryFn: ({ signal }) => getCandles(market, timeframe, signal),
    refetchInterval: CANDLES_REFRESH_MS,
    staleTime: CANDLES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useCandles(market: MarketId, timeframe: Timeframe) {
  return useQuery(getCandlesQueryOptions(market, timeframe));
}
