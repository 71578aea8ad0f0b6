/**
 * The settings panel's server state: GET /api/v1/me/settings, PUT (Save Changes) and DELETE (Reset
 * to defaults). Saving refreshes the ['me'] session so the greeting and profile follow at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { SaveSettingsRequest, UserSettings } from '../../../contracts/user-settings';
import { api, apiRequest } from '../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

export const MY_SETTINGS_QUERY_KEY = ['me', 'settings'] as const;

export const mySettingsQueryOptions = () =>
  queryOptions({
    queryKey: MY_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<UserSettings>(apiPaths.mySettings, { signal, fallbackMessage: 'Failed to load your settings' }),
  });

export function useMySettings() {
  return useQuery(mySettingsQueryOptions());
}

function useSettingsMutation(send: (body?: SaveSettingsRequest) => Promise<UserSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      queryClient.setQueryData(MY_SETTINGS_QUERY_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
    },
  });
}

export function useSaveMySettings() {
  return useSettingsMutation((body) =>
    apiRequest<UserSettings>(apiPaths.mySettings, { method: 'PUT', body, fallbackMessage: 'Failed to save your settings' }),
  );
}

export function useResetMySettings() {
  return useSettingsMutation(() =>
    apiRequest<UserSettings>(apiPaths.mySettings, { method: 'DELETE', fallbackMessage: 'Failed to reset your settings' }),
  );
}
