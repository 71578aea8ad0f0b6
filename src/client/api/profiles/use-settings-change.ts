/**
 * Saving or resetting the settings answers the stored settings: they replace the cached ones, and
 * the ['me'] session is re-read so the greeting and profile follow at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSettingsRequest, UserSettings } from '../../../contracts/user-settings';
import { profilesKeys } from './keys';

export function useSettingsChange(send: (body?: SaveSettingsRequest) => Promise<UserSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      queryClient.setQueryData(profilesKeys.mySettings(), settings);
      void queryClient.invalidateQueries({ queryKey: profilesKeys.me(), exact: true });
    },
  });
}
