/**
 * GET /api/v1/system/status — configuration check and live connection test (core spec /supabase-test).
 * Not cached between visits: the point of the page is a fresh test; Retest calls refetch().
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { SystemStatus } from '../../../contracts/system';
import { api } from '../../lib/api-client';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api.get<SystemStatus>(apiPaths.systemStatus, { signal });
}

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system-status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 0,
    retry: false,
  });

export function useSystemStatus() {
  return useQuery(getSystemStatusQueryOptions());
}
