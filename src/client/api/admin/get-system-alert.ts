/** GET /api/v1/admin/alerts/:id: one system alert with what raised it and links (View Details). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SystemAlertDetailsSchema, type SystemAlertDetails } from '../../../contracts/admin-overview';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function getSystemAlert(id: string, signal?: AbortSignal): Promise<SystemAlertDetails> {
  return api.get(apiPaths.admin.withId(apiPaths.admin.alert, id), {
    signal,
    schema: SystemAlertDetailsSchema,
    fallbackMessage: 'Failed to load the alert details',
  });
}

export const systemAlertQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.alert(id), queryFn: ({ signal }) => getSystemAlert(id, signal) });

export function useSystemAlert(id: string | null) {
  return useQuery({ ...systemAlertQueryOptions(id ?? ''), enabled: id !== null });
}
