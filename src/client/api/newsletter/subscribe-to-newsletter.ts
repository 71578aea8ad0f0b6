/**
 * POST /api/v1/newsletter: the newsletter box of the footer, the blog and the FAQ. The server
 * validates the address (400 with fields.email 'Please enter a valid email address') and answers
 * `{ ok, message }`. The footer renders with every page, so the response schema (and zod) load
 * when the request is made, not with the shell.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { NewsletterSubscribeRequest, NewsletterSubscribeResponse } from '../../../contracts/newsletter';
import { api } from '../../lib/api-client';

const loadResponseSchema = () =>
  import('../../../contracts/newsletter').then((m) => m.NewsletterSubscribeResponseSchema);

export function subscribeToNewsletter(body: NewsletterSubscribeRequest): Promise<NewsletterSubscribeResponse> {
  return api.post(apiPaths.newsletter, body, { schema: loadResponseSchema });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
