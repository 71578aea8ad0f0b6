/** GET /api/v1/me/document-downloads — the signed-in user's download history (investor portal). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MyDocumentDownloadsResponse } from '../../../contracts/documents';
import { api } from '../../lib/api-client';
import { documentsKeys } from './keys';

export function getMyDocumentDownloads(signal?: AbortSignal): Promise<MyDocumentDownloadsResponse> {
  return api.get(apiPaths.documents.myDownloads, {
    signal,
    schema: () => import('../../../contracts/documents').then((m) => m.MyDocumentDownloadsResponseSchema),
  });
}

export const getMyDocumentDownloadsQueryOptions = () =>
  queryOptions({
    queryKey: documentsKeys.myDownloads(),
    queryFn: ({ signal }) => getMyDocumentDownloads(signal),
  });

export function useMyDocumentDownloads(isEnabled: boolean) {
  return useQuery({ ...getMyDocumentDownloadsQueryOptions(), enabled: isEnabled });
}
