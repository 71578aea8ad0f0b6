/** PUT /api/v1/admin/documents/:id: edit a document's details (title, description, category, access, featured, tags). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminDocumentSchema, type AdminDocumentDetails } from '../../../contracts/admin-documents';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { documentsKeys } from './keys';

export function updateAdminDocument({ id, details }: { id: string; details: AdminDocumentDetails }) {
  return apiRequest(apiPaths.admin.withId(apiPaths.admin.document, id), {
    method: 'PUT',
    body: details,
    schema: AdminDocumentSchema,
    fallbackMessage: 'Failed to save the document',
  });
}

export function useUpdateAdminDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all() }),
  });
}
