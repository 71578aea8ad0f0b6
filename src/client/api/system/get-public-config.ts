/**
 * GET /api/v1/system/config — what the browser must know before anyone signs in: demo mode,
 * Google availability, registration switch, minimum password length and the demo accounts.
 * It changes only when an admin edits settings, so it is cached for five minutes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PublicConfig } from '../../../contracts/system';
import { api } from '../../lib/api-client';

export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>(apiPaths.publicConfig, { signal });
}

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: 5 * 60_000,
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
