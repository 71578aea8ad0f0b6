/**
 * POST /api/v1/newsletter — the footer's box and the blog and FAQ pages' newsletter boxes (shared,
 * since features never import each other). The server validates the address (400 with
 * fields.email 'Please enter a valid email address') and answers `{ ok, message }`.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { NewsletterSubscribeRequest } from '../../../contracts/newsletter';
import { api } from '../../lib/api-client';

export interface NewsletterSubscribeResult {
  ok: true;
  message: string;
}

export function subscribeNewsletter(body: NewsletterSubscribeRequest): Promise<NewsletterSubscribeResult> {
  return api.post<NewsletterSubscribeResult>(apiPaths.newsletter, body);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
