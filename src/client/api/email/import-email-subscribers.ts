/** POST /api/v1/admin/email/subscribers/import: Import CSV; the report lists every rejected row. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  ImportSubscribersReportSchema,
  type ImportSubscribersReport,
  type ImportSubscribersRequest,
} from '../../../contracts/email';
import { api } from '../../lib/api-client';
import { emailKeys } from './keys';

export function importEmailSubscribers(body: ImportSubscribersRequest): Promise<ImportSubscribersReport> {
  return api.post(apiPaths.admin.emailSubscribersImport, body, {
    schema: ImportSubscribersReportSchema,
    fallbackMessage: 'Failed to import the file',
  });
}

export function useImportEmailSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEmailSubscribers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.adminSubscribers() }),
  });
}
