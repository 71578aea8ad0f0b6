import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { ContactRequest } from '../../../contracts/contact';
import { api } from '../../lib/api-client';

export interface ContactResponse {
  id: string;
  submittedAt: string;
}

export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return api.post<ContactResponse>(apiPaths.contact, request);
}

/** No query reads contact messages on public screens, so nothing is invalidated here. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
