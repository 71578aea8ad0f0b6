/** POST /api/v1/email/unsubscribe-requests: /unsubscribe?email=… asks for a signed confirmation link. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { EMAIL_MESSAGES, OkMessageSchema, type OkMessage } from '../../../contracts/email';
import { api } from '../../lib/api-client';

export function requestUnsubscribeByEmail(email: string): Promise<OkMessage> {
  return api.post(
    apiPaths.email.unsubscribeRequests,
    { email },
    {
      schema: OkMessageSchema,
      fallbackMessage: EMAIL_MESSAGES.unsubscribeFailed,
    },
  );
}

export function useRequestUnsubscribeByEmail() {
  return useMutation({ mutationFn: requestUnsubscribeByEmail });
}
