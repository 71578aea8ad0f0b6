/** POST /api/v1/email/unsubscribe: the /unsubscribe page unsubscribes from all with the link's signed token. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { EMAIL_MESSAGES, UnsubscribeResultSchema, type UnsubscribeResult } from '../../../contracts/email';
import { api } from '../../lib/api-client';

export function unsubscribeByToken(token: string): Promise<UnsubscribeResult> {
  return api.post(
    apiPaths.email.unsubscribe,
    { token },
    {
      schema: UnsubscribeResultSchema,
      fallbackMessage: EMAIL_MESSAGES.unsubscribeFailed,
    },
  );
}

export function useUnsubscribeByToken() {
  return useMutation({ mutationFn: unsubscribeByToken });
}
