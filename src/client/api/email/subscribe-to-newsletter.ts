/**
 * POST /api/v1/newsletter: every newsletter sign-up (footer, content boxes, the inline and compact
 * cards). Double opt-in: the answer is "check your email"; a duplicate counts as success. The
 * footer renders with every page, so the response schema (and zod) load when the request is made.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { NewsletterSignupRequest, OkMessage } from '../../../contracts/email';
import { api } from '../../lib/api-client';

const loadResponseSchema = () => import('../../../contracts/email').then((m) => m.OkMessageSchema);

export function subscribeToNewsletter(body: NewsletterSignupRequest): Promise<OkMessage> {
  return api.post(apiPaths.newsletter, body, { schema: loadResponseSchema });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
