/** POST /api/v1/admin/documents (multipart): Upload Document, its details and one PDF. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDocumentDetails } from '../../../contracts/admin-documents';
import { apiPaths } from '../../../contracts/api-paths';
import { documentsKeys } from './keys';
import { sendDocumentForm } from './send-document-form';

export function createAdminDocument({ details, file }: { details: AdminDocumentDetails; file: File }) {
  const form = new FormData();
  form.append('details', JSON.stringify(details));
  form.append('file', file, file.name);
  return sendDocumentForm(apiPaths.admin.documents, 'POST', form);
}

export function useCreateAdminDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminDocument,
    // The admin table and the public library (/documents) both list it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all() }),
  });
}
