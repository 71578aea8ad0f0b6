/** GET /api/v1/reserves: the token's backing (wine reserve over VINO in circulation), for /about and /investment. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ReservesSchema, type Reserves } from '../../../contracts/metrics';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { metricsKeys } from './keys';

export function getReserves(signal?: AbortSignal): Promise<Reserves> {
  return api.get(apiPaths.reserves, { signal, schema: ReservesSchema });
}

export function getReservesQueryOptions() {
  return queryOptions({
    queryKey: metricsKeys.reserves(),
    queryFn: ({ signal }) => getReserves(signal),
    ...queryPolicy.metrics.reserves,
  });
}

export function useReserves() {
  return useQuery(getReservesQueryOptions());
}
