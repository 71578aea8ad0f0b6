/** DELETE /api/v1/admin/documents/:id (after the confirmation): the document and its file. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminDocumentDeleteResponseSchema } from '../../../contracts/admin-documents';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { documentsKeys } from './keys';

export function deleteAdminDocument(id: string) {
  return apiRequest(apiPaths.admin.withId(apiPaths.admin.document, id), {
    method: 'DELETE',
    schema: AdminDocumentDeleteResponseSchema,
    fallbackMessage: 'Failed to delete the document',
  });
}

export function useDeleteAdminDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all() }),
  });
}
