import { documentDownloadPath, type MyDocumentDownloadsResponse } from '../../../contracts/documents';
import type { Database } from '../../db/client';
import { findDownloadsByUser } from './documents-repository';

const HISTORY_LIMIT = 50;

/** The signed-in user's downloads, newest first (the portal's download history). */
export async function findMyDocumentDownloads(db: Database, userId: string): Promise<MyDocumentDownloadsResponse> {
  const rows = await findDownloadsByUser(db, userId, HISTORY_LIMIT);
  return {
    items: rows.map((row) => ({
      documentId: row.documentId,
      slug: row.slug,
      title: row.title,
      downloadUrl: documentDownloadPath(row.slug),
      downloadedAt: row.downloadedAt.toISOString(),
    })),
  };
}
