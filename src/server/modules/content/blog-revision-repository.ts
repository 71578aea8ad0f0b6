import { and, desc, eq, getTableColumns, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogPostRevisions } from '../../db/schema/content';

export type BlogRevisionRow = typeof blogPostRevisions.$inferSelect;
export type BlogRevisionInsert = Omit<typeof blogPostRevisions.$inferInsert, 'id' | 'number'>;

/** History lists stay bounded; older revisions are still restorable by id. */
export const REVISION_LIST_LIMIT = 100;

/**
 * Appends a revision numbered one past the post's last. Callers hold the post's row lock
 * (SELECT … FOR UPDATE), so two saves of one post never take the same number.
 */
export async function insertRevision(db: Executor, values: BlogRevisionInsert): Promise<BlogRevisionRow> {
  const [last] = await db
    .select({ number: max(blogPostRevisions.number) })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, values.postId));
  const rows = await db
    .insert(blogPostRevisions)
    .values({ ...values, number: (last?.number ?? 0) + 1 })
    .returning();
  return rows[0]!;
}

export async function hasRevisions(db: Executor, postId: string): Promise<boolean> {
  const rows = await db
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .limit(1);
  return rows.length > 0;
}

/** Newest first, without bodies. */
export async function findRevisions(db: Executor, postId: string): Promise<Omit<BlogRevisionRow, 'bodySource'>[]> {
  const { bodySource: _bodySource, ...columns } = getTableColumns(blogPostRevisions);
  return db
    .select(columns)
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.number))
    .limit(REVISION_LIST_LIMIT);
}

export async function findRevision(db: Executor, postId: string, revisionId: string): Promise<BlogRevisionRow | null> {
  const rows = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLatestRevision(db: Executor, postId: string): Promise<BlogRevisionRow | null> {
  const rows = await db
    .select()
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.number))
    .limit(1);
  return rows[0] ?? null;
}
