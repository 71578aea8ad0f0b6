/** POST /api/v1/email/resubscribe: Resubscribe on the unsubscribe page (same signed token). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { EMAIL_MESSAGES, OkMessageSchema, type OkMessage } from '../../../contracts/email';
import { api } from '../../lib/api-client';

export function resubscribeByToken(token: string): Promise<OkMessage> {
  return api.post(
    apiPaths.email.resubscribe,
    { token },
    {
      schema: OkMessageSchema,
      fallbackMessage: EMAIL_MESSAGES.resubscribeFailed,
    },
  );
}

export function useResubscribeByToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubscribeByToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email', 'preferences'] }),
  });
}
