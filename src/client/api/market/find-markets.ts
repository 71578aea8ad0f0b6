/** GET /api/v1/markets: the four markets with their 24 h ticker (pair cards, last price for previews). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MarketsResponse } from '../../../contracts/market';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { marketKeys } from './keys';

export function getMarkets(signal?: AbortSignal): Promise<MarketsResponse> {
  return api.get(apiPaths.market.markets, {
    signal,
    schema: () => import('../../../contracts/market').then((m) => m.MarketsResponseSchema),
  });
}

export const getMarketsQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.markets(),
    queryFn: ({ signal }) => getMarkets(signal),
    ...queryPolicy.market.markets,
  });

export function useMarkets() {
  return useQuery(getMarketsQueryOptions());
}
