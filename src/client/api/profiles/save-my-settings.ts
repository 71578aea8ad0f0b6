/** PUT /api/v1/me/settings: Save Changes of the settings panel. */
import { apiPaths } from '../../../contracts/api-paths';
import { UserSettingsSchema, type SaveSettingsRequest, type UserSettings } from '../../../contracts/user-settings';
import { apiRequest } from '../../lib/api-client';
import { useSettingsChange } from './use-settings-change';

export function saveMySettings(body?: SaveSettingsRequest): Promise<UserSettings> {
  return apiRequest(apiPaths.mySettings, {
    method: 'PUT',
    body,
    schema: UserSettingsSchema,
    fallbackMessage: 'Failed to save your settings',
  });
}

export function useSaveMySettings() {
  return useSettingsChange(saveMySettings);
}
