/** GET /api/v1/prices: the VINO-STOCK quote with its source label (a provider, else delayed reference data). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Prices } from '../../../contracts/prices';
import { PRICE_TICKER_REFRESH_MS } from '../../../domain/constants';
import { api } from '../../lib/api-client';

export function getPrices(signal?: AbortSignal): Promise<Prices> {
  return api.get<Prices>(apiPaths.prices, { signal });
}

export const getPricesQueryOptions = () =>
  queryOptions({
    queryKey: ['prices'] as const,
    queryFn: ({ signal }) => getPrices(signal),
    refetchInterval: PRICE_TICKER_REFRESH_MS,
    staleTime: PRICE_TICKER_REFRESH_MS,
  });

export function usePrices() {
  return useQuery(getPricesQueryOptions());
}
