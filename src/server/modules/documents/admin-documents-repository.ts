import { desc, eq, asc } from 'drizzle-orm';
import type { DocumentCategory } from '../../../contracts/documents';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { documents } from '../../db/schema/documents';
import { documentFilterWhere, type DocumentRow } from './documents-repository';

export type NewDocumentRow = typeof documents.$inferInsert;
export type AdminDocumentRow = DocumentRow & { uploadedByName: string | null };

/** Every document (seeded and uploaded), newest first, with the uploader's name. */
export async function findAdminDocuments(
  db: Executor,
  filter: { search?: string; category: DocumentCategory | 'all' },
): Promise<AdminDocumentRow[]> {
  const rows = await db
    .select({ document: documents, uploadedByName: user.name })
    .from(documents)
    .leftJoin(user, eq(user.id, documents.uploadedBy))
    .where(documentFilterWhere({ ...filter, access: 'all', kind: 'all' }))
    .orderBy(desc(documents.createdAt), asc(documents.title));
  return rows.map((r) => ({ ...r.document, uploadedByName: r.uploadedByName }));
}

export async function findAdminDocumentById(db: Executor, id: string): Promise<AdminDocumentRow | null> {
  const rows = await db
    .select({ document: documents, uploadedByName: user.name })
    .from(documents)
    .leftJoin(user, eq(user.id, documents.uploadedBy))
    .where(eq(documents.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.document, uploadedByName: row.uploadedByName } : null;
}

/** The row, locked until the transaction ends (a write reads its "before" here). */
export async function findDocumentByIdForUpdate(db: Executor, id: string): Promise<DocumentRow | null> {
  const rows = await db.select().from(documents).where(eq(documents.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function isDocumentSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.select({ id: documents.id }).from(documents).where(eq(documents.slug, slug)).limit(1);
  return rows.length > 0;
}

export async function insertDocument(db: Executor, values: NewDocumentRow): Promise<DocumentRow> {
  const rows = await db.insert(documents).values(values).returning();
  return rows[0]!;
}

export async function updateDocument(
  db: Executor,
  id: string,
  values: Partial<NewDocumentRow>,
): Promise<DocumentRow | null> {
  const rows = await db.update(documents).set(values).where(eq(documents.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteDocumentById(db: Executor, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}
