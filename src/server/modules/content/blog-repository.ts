import { and, count, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogPostBookmarks, blogPostLikes, blogPosts, blogPostViews } from '../../db/schema/content';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostInsert = typeof blogPosts.$inferInsert;
/** A post without its body (HTML and Markdown): what lists need (the body is most of a row's size). */
export type BlogPostSummaryRow = Omit<BlogPostRow, 'content' | 'bodySource'>;

const { content: _content, bodySource: _bodySource, ...SUMMARY_COLUMNS } = getTableColumns(blogPosts);

export interface PostFilter {
  category?: string | undefined;
  q?: string | undefined;
}

/** `%`, `_` and `\` typed by a reader are searched for literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function publishedWhere(filter: PostFilter, extra?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(blogPosts.status, 'published'), extra];
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.excerpt, pattern),
        ilike(blogPosts.category, pattern),
        ilike(blogPosts.author, pattern),
        sql`array_to_string(${blogPosts.tags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

const NEWEST_FIRST = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

export async function findNewestFeaturedPost(db: Executor, filter: PostFilter): Promise<BlogPostSummaryRow | null> {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(blogPosts)
    .where(publishedWhere(filter, eq(blogPosts.isFeatured, true)))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return rows[0] ?? null;
}

export async function findPublishedPostPage(
  db: Executor,
  filter: PostFilter & { excludeId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: BlogPostSummaryRow[]; total: number }> {
  const where = publishedWhere(filter, filter.excludeId ? ne(blogPosts.id, filter.excludeId) : undefined);
  // The total rides along on every row (one round trip); only a page past the end needs a count.
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(blogPosts)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(filter.limit)
    .offset(filter.offset);
  if (rows.length) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  const totals = await db.select({ total: count() }).from(blogPosts).where(where);
  return { rows: [], total: totals[0]?.total ?? 0 };
}

export async function countPublishedPostsByCategory(db: Executor): Promise<{ category: string; count: number }[]> {
  return db
    .select({ category: blogPosts.category, count: count() })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .groupBy(blogPosts.category);
}

export async function findPublishedPostBySlug(db: Executor, slug: string): Promise<BlogPostRow | null> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPostBySlug(db: Executor, slug: string): Promise<BlogPostRow | null> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function findPostById(db: Executor, id: string): Promise<BlogPostRow | null> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findReaderReaction(
  db: Executor,
  postId: string,
  userId: string,
): Promise<{ isLiked: boolean; isBookmarked: boolean }> {
  const [likes, bookmarks] = await Promise.all([
    db
      .select({ postId: blogPostLikes.postId })
      .from(blogPostLikes)
      .where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId))),
    db
      .select({ postId: blogPostBookmarks.postId })
      .from(blogPostBookmarks)
      .where(and(eq(blogPostBookmarks.postId, postId), eq(blogPostBookmarks.userId, userId))),
  ]);
  return { isLiked: likes.length > 0, isBookmarked: bookmarks.length > 0 };
}

/** Records a view unless this visitor was counted before; the counter moves only with a new row. */
export async function insertViewOnce(db: Executor, postId: string, visitorKey: string): Promise<boolean> {
  const inserted = await db
    .insert(blogPostViews)
    .values({ postId, visitorKey })
    .onConflictDoNothing()
    .returning({ postId: blogPostViews.postId });
  if (!inserted.length) return false;
  await db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(eq(blogPosts.id, postId));
  return true;
}

export async function insertLike(db: Executor, postId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(blogPostLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: blogPostLikes.postId });
  if (inserted.length)
    await db
      .update(blogPosts)
      .set({ likes: sql`${blogPosts.likes} + 1` })
      .where(eq(blogPosts.id, postId));
  return inserted.length > 0;
}

export async function deleteLike(db: Executor, postId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(blogPostLikes)
    .where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId)))
    .returning({ postId: blogPostLikes.postId });
  if (deleted.length)
    await db
      .update(blogPosts)
      .set({ likes: sql`greatest(${blogPosts.likes} - 1, 0)` })
      .where(eq(blogPosts.id, postId));
  return deleted.length > 0;
}

export async function readCounters(db: Executor, postId: string): Promise<{ views: number; likes: number }> {
  const rows = await db
    .select({ views: blogPosts.views, likes: blogPosts.likes })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  return rows[0] ?? { views: 0, likes: 0 };
}

export async function insertBookmark(db: Executor, postId: string, userId: string): Promise<void> {
  await db.insert(blogPostBookmarks).values({ postId, userId }).onConflictDoNothing();
}

export async function deleteBookmark(db: Executor, postId: string, userId: string): Promise<void> {
  await db
    .delete(blogPostBookmarks)
    .where(and(eq(blogPostBookmarks.postId, postId), eq(blogPostBookmarks.userId, userId)));
}

/** A user's saved published posts, most recently saved first. */
export async function findBookmarkedPosts(db: Executor, userId: string) {
  return db
    .select({ post: blogPosts, savedAt: blogPostBookmarks.createdAt })
    .from(blogPostBookmarks)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostBookmarks.postId))
    .where(and(eq(blogPostBookmarks.userId, userId), eq(blogPosts.status, 'published')))
    .orderBy(desc(blogPostBookmarks.createdAt));
}

export async function findPublishedSlugs(db: Executor): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(...NEWEST_FIRST);
}

export async function insertPost(db: Executor, values: BlogPostInsert): Promise<BlogPostRow> {
  const rows = await db.insert(blogPosts).values(values).returning();
  return rows[0]!;
}

export async function updatePost(
  db: Executor,
  id: string,
  values: Partial<BlogPostInsert>,
): Promise<BlogPostRow | null> {
  const rows = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return rows[0] ?? null;
}

/** Seed helper: inserts posts whose slug is not taken yet (existing rows, maybe edited, are kept). */
export async function insertPostsIfAbsent(db: Executor, values: BlogPostInsert[]): Promise<void> {
  if (values.length) await db.insert(blogPosts).values(values).onConflictDoNothing({ target: blogPosts.slug });
}
