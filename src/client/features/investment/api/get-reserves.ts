import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../contracts/api-paths';
import type { Reserves } from '../../../../contracts/metrics';
import { RESERVES_REFRESH_MS } from '../../../../domain/constants';
import { api } from '../../../lib/api-client';

export function getReserves(signal?: AbortSignal): Promise<Reserves> {
  return api.get<Reserves>(apiPaths.reserves, { signal });
}

export function getReservesQueryOptions() {
  return queryOptions({
    queryKey: ['reserves'] as const,
    queryFn: ({ signal }) => getReserves(signal),
    refetchInterval: RESERVES_REFRESH_MS,
    staleTime: RESERVES_REFRESH_MS,
  });
}

/** The token's backing ratio (wine reserve over VINO in circulation). */
export function useReserves() {
  return useQuery(getReservesQueryOptions());
}
