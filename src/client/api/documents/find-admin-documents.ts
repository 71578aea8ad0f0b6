/** GET /api/v1/admin/documents: every library document, searched and filtered (Content Management → Documents). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminDocumentListResponseSchema,
  type AdminDocumentListQuery,
  type AdminDocumentListResponse,
} from '../../../contracts/admin-documents';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { documentsKeys } from './keys';

export function findAdminDocuments(
  query: AdminDocumentListQuery,
  signal?: AbortSignal,
): Promise<AdminDocumentListResponse> {
  return api.get(apiPaths.admin.documents, {
    signal,
    query: { q: query.q || undefined, category: query.category },
    schema: AdminDocumentListResponseSchema,
    fallbackMessage: 'Failed to load documents',
  });
}

export const findAdminDocumentsQueryOptions = (query: AdminDocumentListQuery) =>
  queryOptions({
    queryKey: documentsKeys.adminList(query),
    queryFn: ({ signal }) => findAdminDocuments(query, signal),
    // The table stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

export function useAdminDocuments(query: AdminDocumentListQuery) {
  return useQuery(findAdminDocumentsQueryOptions(query));
}
