/**
 * GET /api/v1/documents — the library, read by the documents, legal and investors pages (hence in
 * shared/). The answer depends on who is signed in, so the key carries the user id.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { DocumentListQuery, DocumentListResponse } from '../../../contracts/documents';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { documentsKeys } from './keys';

export type DocumentsQuery = Omit<DocumentListQuery, 'slugs'> & { slugs?: readonly string[] };

export function getDocuments(query: DocumentsQuery, signal?: AbortSignal): Promise<DocumentListResponse> {
  return api.get(apiPaths.documents.list, {
    signal,
    schema: () => import('../../../contracts/documents').then((m) => m.DocumentListResponseSchema),
    query: { ...query, slugs: query.slugs?.join(',') },
  });
}

export function getDocumentsQueryOptions(query: DocumentsQuery, userId: string | null) {
  return queryOptions({
    queryKey: documentsKeys.list(userId, query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    ...queryPolicy.documents.list,
    // Typing in the search box keeps the last list on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** `viewer`: who is signed in; `isReady` false while the session loads. */
export function useDocuments(query: DocumentsQuery, viewer: { userId: string | null; isReady: boolean }) {
  return useQuery({
    ...getDocumentsQueryOptions(query, viewer.userId),
    // Wait for the session, so the first answer already says what this user may download.
    enabled: viewer.isReady,
  });
}
