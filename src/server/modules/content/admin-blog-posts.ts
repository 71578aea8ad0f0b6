/**
 * Admin use cases for blog posts (operator spec sections 2, 4 and 8): list with filters, read one,
 * create, update, delete, Publish (drafts only) and Archive (published only). Every write is
 * audited with the post before and after, in the same transaction. The public blog, its category
 * counts and the sitemap read the same rows on every request (no server cache), so they follow at once.
 */
import type { z } from 'zod';
import type {
  AdminBlogListQuerySchema,
  AdminBlogListResponse,
  AdminBlogPost,
  AdminBlogPostInputSchema,
  AdminBlogPostSummary,
} from '../../../contracts/admin-content';
import { PUBLISH_AT_PAST_MESSAGE } from '../../../contracts/admin-content';
import { defaultBlogCover, toPostSlug } from '../../../domain/content';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import {
  countPostsByStatus,
  deletePostById,
  findAdminPosts,
  findDueScheduledPostIds,
  findPostByIdForUpdate,
} from './admin-blog-repository';
import { findPostById, updatePost, type BlogPostRow, type BlogPostSummaryRow } from './blog-repository';
import { editableSource } from './post-body';
import { recordBlogPostRevision, type RevisionActor } from './record-blog-post-revision';
import { auditSnapshot, saveBlogPost } from './save-blog-post';
import { sanitizePostHtml } from './sanitize-post-html';

export interface AdminActor {
  userId: string;
  name: string;
  requestId?: string;
  ipAddress?: string;
}

type ListQuery = z.output<typeof AdminBlogListQuerySchema>;
type PostInput = z.output<typeof AdminBlogPostInputSchema>;

export function toAdminPostSummary(row: BlogPostSummaryRow): AdminBlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    tags: row.tags,
    status: row.status,
    isFeatured: row.isFeatured,
    image: row.image,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    readTimeMinutes: row.readTimeMinutes,
    views: row.views,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminPost(row: BlogPostRow): AdminBlogPost {
  return {
    ...toAdminPostSummary(row),
    content: sanitizePostHtml(row.content),
    bodyFormat: row.bodyFormat,
    source: editableSource(row),
  };
}

export async function findAdminBlogPosts(db: Database, query: ListQuery): Promise<AdminBlogListResponse> {
  const [rows, byStatus] = await Promise.all([
    findAdminPosts(db, {
      q: query.q || undefined,
      status: query.status === 'all' ? undefined : query.status,
      category: query.category === 'all' ? undefined : query.category,
    }),
    countPostsByStatus(db),
  ]);
  const counts = { all: 0, published: 0, draft: 0, archived: 0 };
  for (const { status, count } of byStatus) {
    counts[status] += count;
    counts.all += count;
  }
  return { items: rows.map(toAdminPostSummary), counts };
}

export async function getAdminBlogPost(db: Database, id: string): Promise<AdminBlogPost> {
  const row = await findPostById(db, id);
  if (!row) throw notFound('Post not found.');
  return toAdminPost(row);
}

function toSaveInput(input: PostInput, author: string, now: Date) {
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  if (publishAt && input.status === 'draft' && publishAt.getTime() <= now.getTime())
    throw new AppError(400, 'BAD_REQUEST', PUBLISH_AT_PAST_MESSAGE, { publishAt: PUBLISH_AT_PAST_MESSAGE });
  return {
    publishAt,
    title: input.title,
    slug: input.slug || toPostSlug(input.title),
    excerpt: input.excerpt,
    content: input.content,
    bodyFormat: input.bodyFormat,
    author,
    category: input.category,
    tags: [...new Set(input.tags)],
    status: input.status,
    isFeatured: input.isFeatured,
    image: input.image || defaultBlogCover(input.category),
  };
}

export async function createAdminBlogPost(db: Database, input: PostInput, actor: AdminActor, now: Date) {
  const saveInput = toSaveInput(input, actor.name, now);
  if (!saveInput.slug)
    throw new AppError(400, 'BAD_REQUEST', 'Enter a slug: the title has no letters or digits.', {
      slug: 'Slug is required',
    });
  return toAdminPost(await saveBlogPost(db, saveInput, actor, now));
}

export async function updateAdminBlogPost(
  db: Database,
  id: string,
  input: PostInput & { expectedUpdatedAt: string },
  actor: AdminActor,
  now: Date,
) {
  const current = await findPostById(db, id);
  if (!current) throw notFound('Post not found.');
  const saveInput = toSaveInput(input, current.author, now);
  if (!saveInput.slug)
    throw new AppError(400, 'BAD_REQUEST', 'Enter a slug: the title has no letters or digits.', {
      slug: 'Slug is required',
    });
  return toAdminPost(
    await saveBlogPost(db, { ...saveInput, id, expectedUpdatedAt: input.expectedUpdatedAt }, actor, now),
  );
}

export async function deleteAdminBlogPost(db: Database, id: string, actor: AdminActor) {
  await db.transaction(async (tx) => {
    const before = await findPostByIdForUpdate(tx, id);
    if (!before) throw notFound('Post not found.');
    await deletePostById(tx, id);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'blog_post.deleted',
      entityType: 'blog_post',
      entityId: id,
      data: { slug: before.slug, before: auditSnapshot(before), after: null },
      ipAddress: actor.ipAddress ?? null,
      requestId: actor.requestId ?? null,
    });
  });
  return { id, deleted: true as const };
}

/**
 * Spec section 4: Publish takes a draft to published and sets publishedAt and updatedAt to now;
 * Archive takes a published post to archived and sets updatedAt. Other starting states: 409.
 * Both add a revision (History shows who published or archived and when).
 */
export async function transitionAdminBlogPost(
  db: Database,
  id: string,
  to: 'published' | 'archived',
  actor: RevisionActor & { requestId?: string; ipAddress?: string },
  now: Date,
): Promise<AdminBlogPost> {
  const from = to === 'published' ? 'draft' : 'published';
  const saved = await db.transaction(async (tx) => {
    const before = await findPostByIdForUpdate(tx, id);
    if (!before) throw notFound('Post not found.');
    if (before.status !== from)
      throw new AppError(
        409,
        'INVALID_TRANSITION',
        to === 'published' ? 'Only drafts can be published.' : 'Only published posts can be archived.',
      );
    const after = await updatePost(tx, id, {
      status: to,
      updatedAt: now,
      publishAt: null,
      ...(to === 'published' ? { publishedAt: now } : {}),
    });
    if (!after) throw notFound('Post not found.');
    await recordBlogPostRevision(tx, { before, after, action: to, actor, now });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: to === 'published' ? 'blog_post.published' : 'blog_post.archived',
      entityType: 'blog_post',
      entityId: id,
      data: { slug: after.slug, before: auditSnapshot(before), after: auditSnapshot(after) },
      ipAddress: actor.ipAddress ?? null,
      requestId: actor.requestId ?? null,
    });
    return after;
  });
  return toAdminPost(saved);
}

/**
 * The scheduled-posts job: publishes every draft whose scheduled time has come (as a Publish by
 * the system: publishedAt and updatedAt set to now, audited without an actor). Returns the ids.
 */
export async function publishDueBlogPosts(db: Database, now: Date): Promise<string[]> {
  const due = await findDueScheduledPostIds(db, now);
  const published: string[] = [];
  for (const id of due) {
    try {
      await transitionAdminBlogPost(db, id, 'published', { userId: null }, now);
      published.push(id);
    } catch (error) {
      // Published or deleted by hand meanwhile: nothing left to do for this one.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return published;
}
