import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../contracts/api-paths';
import { PublicConfigSchema, type PublicConfig } from '../../../../contracts/system';
import { api } from '../../../lib/api-client';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get(apiPaths.publicConfig, { signal, schema: PublicConfigSchema });
}

/** Same key the shell may use for the deployment's public config, so the cache is shared. */
export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'config'] as const,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
