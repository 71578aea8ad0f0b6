/**
 * POST /api/v1/email/preferences/unsubscribe-all: the preferences page's "Unsubscribe from all
 * emails" for the holder of its signed link (`token`) or the signed-in user; the answer replaces
 * the cached preferences.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  EMAIL_MESSAGES,
  EmailPreferencesSchema,
  type EmailPreferences,
  type UnsubscribeAllRequest,
} from '../../../contracts/email';
import { api } from '../../lib/api-client';
import { emailKeys } from './keys';

export function unsubscribeFromAll(body: UnsubscribeAllRequest): Promise<EmailPreferences> {
  return api.post(apiPaths.email.preferencesUnsubscribeAll, body, {
    schema: EmailPreferencesSchema,
    fallbackMessage: EMAIL_MESSAGES.unsubscribeFailed,
  });
}

export function useUnsubscribeFromAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeFromAll,
    onSuccess: (saved, body) => queryClient.setQueryData(emailKeys.preferences(body.token ?? null), saved),
  });
}
