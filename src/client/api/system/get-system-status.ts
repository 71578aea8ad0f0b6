/**
 * GET /api/v1/system/status — configuration check and live connection test (core spec /supabase-test).
 * Not cached between visits: the point of the page is a fresh test; Retest calls refetch().
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { SystemStatusSchema, type SystemStatus } from '../../../contracts/system';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { systemKeys } from './keys';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api.get(apiPaths.systemStatus, { signal, schema: SystemStatusSchema });
}

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => getSystemStatus(signal),
    ...queryPolicy.system.status,
    retry: false,
  });

export function useSystemStatus() {
  return useQuery(getSystemStatusQueryOptions());
}
