import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ReservesSchema, type Reserves } from '../../../contracts/metrics';
import { RESERVES_REFRESH_MS } from '../../../domain/constants';
import { api } from '../../lib/api-client';

export function getReserves(signal?: AbortSignal): Promise<Reserves> {
  return api.get(apiPaths.reserves, { signal, schema: ReservesSchema });
}

export function getReservesQueryOptions() {
  return queryOptions({
    queryKey: ['reserves'] as const,
    queryFn: ({ signal }) => getReserves(signal),
    // The spec's configured reserves update interval (300 s).
    refetchInterval: RESERVES_REFRESH_MS,
    staleTime: RESERVES_REFRESH_MS,
  });
}

export function useReserves() {
  return useQuery(getReservesQueryOptions());
}
