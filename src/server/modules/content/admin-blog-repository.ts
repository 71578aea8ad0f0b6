import { and, asc, count, desc, eq, getTableColumns, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogPosts } from '../../db/schema/content';
import type { BlogPostRow, BlogPostSummaryRow } from './blog-repository';

const { content: _content, bodySource: _bodySource, ...SUMMARY_COLUMNS } = getTableColumns(blogPosts);

export interface AdminPostFilter {
  q?: string | undefined;
  status?: BlogPostRow['status'] | undefined;
  category?: string | undefined;
}

/** Admin lists stay bounded; the back office searches rather than pages through thousands. */
export const ADMIN_POST_LIST_LIMIT = 200;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every post whatever its status (drafts and archived included), most recently changed first. */
export async function findAdminPosts(db: Executor, filter: AdminPostFilter): Promise<BlogPostSummaryRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(blogPosts.status, filter.status));
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.excerpt, pattern),
        ilike(blogPosts.slug, pattern),
        ilike(blogPosts.author, pattern),
        sql`array_to_string(${blogPosts.tags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  return db
    .select(SUMMARY_COLUMNS)
    .from(blogPosts)
    .where(and(...conditions))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(ADMIN_POST_LIST_LIMIT);
}

export async function countPostsByStatus(db: Executor): Promise<{ status: BlogPostRow['status']; count: number }[]> {
  return db.select({ status: blogPosts.status, count: count() }).from(blogPosts).groupBy(blogPosts.status);
}

/** Locks the row for the rest of the transaction (concurrent saves of one post queue up). */
export async function findPostByIdForUpdate(db: Executor, id: string): Promise<BlogPostRow | null> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  return rows[0] ?? null;
}

export async function deletePostById(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Drafts whose scheduled publication time is at or before `now`, earliest first. */
export async function findDueScheduledPostIds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'draft'), lte(blogPosts.publishAt, now)))
    .orderBy(asc(blogPosts.publishAt))
    .limit(100);
  return rows.map((r) => r.id);
}
