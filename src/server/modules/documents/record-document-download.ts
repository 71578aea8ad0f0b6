import type { Database } from '../../db/client';
import { insertDocumentDownload } from './documents-repository';

/** Counts a completed download and adds it to the user's history, in one transaction. */
export async function recordDocumentDownload(db: Database, documentId: string, userId: string | null): Promise<void> {
  await db.transaction((tx) => insertDocumentDownload(tx, documentId, userId));
}
