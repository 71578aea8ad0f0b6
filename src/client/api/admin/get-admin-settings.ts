/**
 * GET /api/v1/admin/settings — every settings group of the System Settings tab with its current
 * values and each group's version (sent back on save; a newer version means someone else saved).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminSettingsSchema, type AdminSettings } from '../../../contracts/settings';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { adminKeys } from './keys';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get(apiPaths.admin.settings, { signal, schema: AdminSettingsSchema });
}

export const getAdminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => getAdminSettings(signal),
    ...queryPolicy.admin.settings,
  });

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
