/**
 * GET /api/v1/me/security-requirements — the platform's security rules as they apply to the
 * signed-in user: whether two-factor is required, set up, or not possible (demo accounts, exempt).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { MySecurityRequirementsSchema, type MySecurityRequirements } from '../../../contracts/settings';
import { api } from '../../lib/api-client';

export const MY_SECURITY_REQUIREMENTS_QUERY_KEY = ['me', 'security-requirements'] as const;

export function getMySecurityRequirements(signal?: AbortSignal): Promise<MySecurityRequirements> {
  return api.get(apiPaths.mySecurityRequirements, { signal, schema: MySecurityRequirementsSchema });
}

export const getMySecurityRequirementsQueryOptions = () =>
  queryOptions({
    queryKey: MY_SECURITY_REQUIREMENTS_QUERY_KEY,
    queryFn: ({ signal }) => getMySecurityRequirements(signal),
    staleTime: 5 * 60_000,
  });

export function useMySecurityRequirements(enabled: boolean) {
  return useQuery({ ...getMySecurityRequirementsQueryOptions(), enabled });
}
