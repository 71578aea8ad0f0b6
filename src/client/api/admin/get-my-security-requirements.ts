/**
 * GET /api/v1/me/security-requirements — the platform's security rules as they apply to the
 * signed-in user: whether two-factor is required, set up, or not possible (demo accounts, exempt).
 * Served by the admin module (settings-enforcement.ts), which owns the security settings.
 *
 * Shell query (the platform notices of every page, the home page included): typed with the contract,
 * not zod-parsed, to keep zod out of the initial JS; see src/client/api/README.md.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MySecurityRequirements } from '../../../contracts/settings';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { adminKeys } from './keys';

export function getMySecurityRequirements(signal?: AbortSignal): Promise<MySecurityRequirements> {
  return api.get<MySecurityRequirements>(apiPaths.mySecurityRequirements, { signal });
}

export const getMySecurityRequirementsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.mySecurityRequirements(),
    queryFn: ({ signal }) => getMySecurityRequirements(signal),
    ...queryPolicy.admin.mySecurityRequirements,
  });

export function useMySecurityRequirements(enabled: boolean) {
  return useQuery({ ...getMySecurityRequirementsQueryOptions(), enabled });
}
