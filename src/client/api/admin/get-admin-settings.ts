/**
 * GET /api/v1/admin/settings — every settings group of the System Settings tab with its current
 * values and each group's version (sent back on save; a newer version means someone else saved).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminSettingsSchema, type AdminSettings } from '../../../contracts/settings';
import { api } from '../../lib/api-client';

export const ADMIN_SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get(apiPaths.admin.settings, { signal, schema: AdminSettingsSchema });
}

export const getAdminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminSettings(signal),
    // The form holds the edits; a background refetch must not move the base under the editor.
    staleTime: Infinity,
  });

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
