import type { Readable } from 'node:stream';
import { DOCUMENT_ACCESS_LABELS, DOCUMENT_CATEGORY_LABELS } from '../../../contracts/documents';
import { canAccessDocument, documentAccessRefusal, type DocumentViewer } from '../../../domain/document-access';
import type { Database } from '../../db/client';
import { AppError, forbidden, notFound, unauthorized } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import { findDocumentBySlug, updateDocumentFileSize, type DocumentRow } from './documents-repository';
import { renderDocumentPdf } from './render-document-pdf';

export interface DocumentFile {
  document: DocumentRow;
  size: number;
  /** Opens the file; call it only when the body is sent (a 304 sends none). */
  open(): Promise<Readable>;
}

/**
 * Finds a document and decides access on the server (operator spec section 6): a signed-out
 * visitor gets 401 and a signed-in user without the level gets 403, each with how to get access.
 * Seeded documents whose file is not in storage yet are rendered from their content and stored
 * (first use); the stored size is corrected if it ever differs from the real file.
 */
export async function getDocumentFile(
  db: Database,
  storage: FileStorage,
  slug: string,
  viewer: DocumentViewer,
): Promise<DocumentFile> {
  const document = await findDocumentBySlug(db, slug);
  if (!document) throw notFound('Document not found.');
  if (!canAccessDocument(document.accessLevel, viewer)) {
    const message = documentAccessRefusal(document.accessLevel, viewer !== null);
    throw viewer ? forbidden(message) : unauthorized(message);
  }
  let stored = await storage.open(document.storageKey);
  if (!stored && document.content) {
    const pdf = await renderDocumentPdf({
      title: document.title,
      author: document.author,
      publishedOn: document.publishedOn,
      categoryLabel: DOCUMENT_CATEGORY_LABELS[document.category],
      accessLabel: DOCUMENT_ACCESS_LABELS[document.accessLevel],
      content: document.content,
    });
    await storage.put(document.storageKey, pdf);
    stored = await storage.open(document.storageKey);
  }
  if (!stored) throw new AppError(404, 'FILE_MISSING', 'The file of this document is not available.');
  // The stream opened to learn the size is not needed: the body is opened again when it is sent.
  stored.stream.destroy();
  if (stored.size !== document.fileSizeBytes) {
    await updateDocumentFileSize(db, document.id, stored.size);
    document.fileSizeBytes = stored.size;
  }
  const key = document.storageKey;
  return {
    document,
    size: stored.size,
    async open() {
      const file = await storage.open(key);
      if (!file) throw new AppError(404, 'FILE_MISSING', 'The file of this document is not available.');
      return file.stream;
    },
  };
}
