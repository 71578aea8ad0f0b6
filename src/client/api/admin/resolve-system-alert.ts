/** POST /api/v1/admin/alerts/:id/resolve: marks an alert resolved (audited on the server). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SystemAlertSchema, type SystemAlert } from '../../../contracts/admin-overview';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function resolveSystemAlert(id: string): Promise<SystemAlert> {
  return api.post(
    apiPaths.admin.withId(apiPaths.admin.resolveAlert, id),
    {},
    {
      schema: SystemAlertSchema,
      fallbackMessage: 'Failed to resolve the alert',
    },
  );
}

/** Refreshes the overview and the alert's details after success. */
export function useResolveSystemAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSystemAlert,
    onSuccess: (alert) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.alert(alert.id) }),
      ]),
  });
}
