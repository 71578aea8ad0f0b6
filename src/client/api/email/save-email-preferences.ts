/** PUT /api/v1/email/preferences: Save Preferences; the saved choices replace the cached ones. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  EMAIL_MESSAGES,
  EmailPreferencesSchema,
  type EmailPreferences,
  type SaveEmailPreferencesRequest,
} from '../../../contracts/email';
import { apiRequest } from '../../lib/api-client';
import { emailKeys } from './keys';

export function saveEmailPreferences(body: SaveEmailPreferencesRequest): Promise<EmailPreferences> {
  return apiRequest(apiPaths.email.preferences, {
    method: 'PUT',
    body,
    schema: EmailPreferencesSchema,
    fallbackMessage: EMAIL_MESSAGES.preferencesFailed,
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved, body) => queryClient.setQueryData(emailKeys.preferences(body.token ?? null), saved),
  });
}
