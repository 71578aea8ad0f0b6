/**
 * PUT /api/v1/admin/settings — Save Configuration: the changed groups with the versions they were
 * edited on. 409 SETTINGS_CONFLICT when another admin saved one of them meanwhile (nothing saved);
 * 400 with `fields` keyed "group.field" for values the contract refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminSettingsSchema, type AdminSettings, type SaveSettingsRequest } from '../../../contracts/settings';
import { apiRequest } from '../../lib/api-client';
import { systemKeys } from '../system/keys';
import { adminKeys } from './keys';

export function saveAdminSettings(body: SaveSettingsRequest): Promise<AdminSettings> {
  return apiRequest(apiPaths.admin.settings, { method: 'PUT', body, schema: AdminSettingsSchema });
}

export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      // Registration, password length and the maintenance banner come from the public config.
      void queryClient.invalidateQueries({ queryKey: systemKeys.publicConfig() });
    },
  });
}
