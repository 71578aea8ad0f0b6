/** POST /api/v1/email/confirm: the double opt-in link's page sends its signed token once. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { OkMessageSchema, type OkMessage } from '../../../contracts/email';
import { api } from '../../lib/api-client';

export function confirmNewsletterSubscription(token: string): Promise<OkMessage> {
  return api.post(apiPaths.email.confirmSubscription, { token }, { schema: OkMessageSchema });
}

export function useConfirmNewsletterSubscription() {
  return useMutation({ mutationFn: confirmNewsletterSubscription });
}
