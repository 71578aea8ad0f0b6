import type { z } from 'zod';
import type { AdminDocumentListQuerySchema, AdminDocumentListResponse } from '../../../contracts/admin-documents';
import type { Database } from '../../db/client';
import { toAdminDocument } from './admin-document-mapper';
import { findAdminDocuments as selectAdminDocuments } from './admin-documents-repository';

/** Content Management → Documents: every document, searched and filtered by category. */
export async function findAdminDocuments(
  db: Database,
  query: z.output<typeof AdminDocumentListQuerySchema>,
): Promise<AdminDocumentListResponse> {
  const rows = await selectAdminDocuments(db, { search: query.q || undefined, category: query.category });
  return { items: rows.map(toAdminDocument) };
}
