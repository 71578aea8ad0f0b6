/** PUT /api/v1/admin/documents/:id/file (multipart): replace the file of a document with a new PDF. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { documentsKeys } from './keys';
import { sendDocumentForm } from './send-document-form';

export function replaceAdminDocumentFile({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendDocumentForm(apiPaths.admin.withId(apiPaths.admin.documentFile, id), 'PUT', form);
}

export function useReplaceAdminDocumentFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceAdminDocumentFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all() }),
  });
}
