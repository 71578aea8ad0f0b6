/** GET /api/v1/me/trades?side=&period=&page=: my trading history, ten rows a page, with summary tiles. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MyTradesResponse, TradePeriod } from '../../../contracts/market';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { marketKeys } from './keys';

export type TradeSideFilter = 'all' | 'buy' | 'sell';
export interface MyTradesFilter {
  side: TradeSideFilter;
  period: TradePeriod;
  page: number;
}

export function getMyTrades(filter: MyTradesFilter, signal?: AbortSignal): Promise<MyTradesResponse> {
  return api.get(apiPaths.market.myTrades, {
    signal,
    query: { ...filter },
    schema: () => import('../../../contracts/market').then((m) => m.MyTradesResponseSchema),
  });
}

export const getMyTradesQueryOptions = (filter: MyTradesFilter, isSignedIn: boolean) =>
  queryOptions({
    queryKey: marketKeys.myTradesPage(filter),
    queryFn: ({ signal }) => getMyTrades(filter, signal),
    enabled: isSignedIn,
    ...queryPolicy.market.myTrades,
    placeholderData: keepPreviousData,
  });

export function useMyTrades(filter: MyTradesFilter, isSignedIn: boolean) {
  return useQuery(getMyTradesQueryOptions(filter, isSignedIn));
}

/** The server builds the CSV (same filter, every row); the browser only downloads it. */
export function myTradesCsvHref(filter: Omit<MyTradesFilter, 'page'>): string {
  const query = new URLSearchParams({ side: filter.side, period: filter.period });
  return `${apiPaths.market.myTradesCsv}?${query.toString()}`;
}
