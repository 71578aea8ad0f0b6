/** GET /api/v1/prices: the VINO-STOCK quote with its source label (a provider, else delayed reference data). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Prices } from '../../../contracts/prices';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { pricesKeys } from './keys';

export function getPrices(signal?: AbortSignal): Promise<Prices> {
  return api.get(apiPaths.prices, {
    signal,
    schema: () => import('../../../contracts/prices').then((m) => m.PricesSchema),
  });
}

export const getPricesQueryOptions = () =>
  queryOptions({
    queryKey: pricesKeys.prices(),
    queryFn: ({ signal }) => getPrices(signal),
    ...queryPolicy.prices.prices,
  });

export function usePrices() {
  return useQuery(getPricesQueryOptions());
}
