/** DELETE /api/v1/me/settings: Reset to defaults of the settings panel. */
import { apiPaths } from '../../../contracts/api-paths';
import { UserSettingsSchema, type UserSettings } from '../../../contracts/user-settings';
import { apiRequest } from '../../lib/api-client';
import { useSettingsChange } from './use-settings-change';

export function resetMySettings(): Promise<UserSettings> {
  return apiRequest(apiPaths.mySettings, {
    method: 'DELETE',
    schema: UserSettingsSchema,
    fallbackMessage: 'Failed to reset your settings',
  });
}

export function useResetMySettings() {
  return useSettingsChange(() => resetMySettings());
}
