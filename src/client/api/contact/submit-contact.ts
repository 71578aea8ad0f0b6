/** POST /api/v1/contact: the contact form's message (the server's submit-contact). */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { ContactResponseSchema, type ContactRequest, type ContactResponse } from '../../../contracts/contact';
import { api } from '../../lib/api-client';

export function submitContact(request: ContactRequest): Promise<ContactResponse> {
  return api.post(apiPaths.contact, request, { schema: ContactResponseSchema });
}

/** No query reads contact messages on public screens, so nothing is invalidated here. */
export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
