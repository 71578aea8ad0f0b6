/**
 * The document library as the current reader sees it (documents, legal and investors pages): the
 * api/documents query keyed by the signed-in user, started once the session is known.
 */
import { useDocuments as useDocumentsQuery, type DocumentsQuery } from '../../api/documents/find-documents';
import { useSession } from '../session';

export function useDocuments(query: DocumentsQuery) {
  const session = useSession();
  return useDocumentsQuery(query, { userId: session.user?.id ?? null, isReady: !session.isLoading });
}
