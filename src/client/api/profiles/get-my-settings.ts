/** GET /api/v1/me/settings: the dashboard settings panel's server state. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { UserSettingsSchema, type UserSettings } from '../../../contracts/user-settings';
import { api } from '../../lib/api-client';
import { profilesKeys } from './keys';

export function getMySettings(signal?: AbortSignal): Promise<UserSettings> {
  return api.get(apiPaths.mySettings, {
    signal,
    schema: UserSettingsSchema,
    fallbackMessage: 'Failed to load your settings',
  });
}

export const getMySettingsQueryOptions = () =>
  queryOptions({ queryKey: profilesKeys.mySettings(), queryFn: ({ signal }) => getMySettings(signal) });

export function useMySettings() {
  return useQuery(getMySettingsQueryOptions());
}
