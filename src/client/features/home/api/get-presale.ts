import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../contracts/api-paths';
import type { Presale } from '../../../../contracts/metrics';
import { HOME_METRICS_REFRESH_MS } from '../../../../domain/constants';
import { api } from '../../../lib/api-client';

// Typed, not zod-parsed, to keep zod out of the home page's initial bundle (see get-platform-metrics).
export function getPresale(signal?: AbortSignal): Promise<Presale> {
  return api.get<Presale>(apiPaths.presale, { signal });
}

export function getPresaleQueryOptions() {
  return queryOptions({
    queryKey: ['presale'] as const,
    queryFn: ({ signal }) => getPresale(signal),
    // The investors / funds-raised counter shows real purchases, so it is refetched like the
    // metrics instead of growing by itself as the prototype's cosmetic counter did.
    refetchInterval: HOME_METRICS_REFRESH_MS,
    staleTime: HOME_METRICS_REFRESH_MS,
  });
}

export function usePresale() {
  return useQuery(getPresaleQueryOptions());
}
