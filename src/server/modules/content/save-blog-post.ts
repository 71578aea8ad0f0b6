import type { z } from 'zod';
import { EDIT_CONFLICT_MESSAGE, SLUG_TAKEN_MESSAGE } from '../../../contracts/admin-content';
import type { SaveBlogPostRequestSchema } from '../../../contracts/content';
import { readTimeMinutes } from '../../../domain/content';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { findPostByIdForUpdate } from './admin-blog-repository';
import { findPostBySlug, insertPost, updatePost, type BlogPostRow } from './blog-repository';
import { postPlainText, sanitizePostHtml } from './sanitize-post-html';

export type SaveBlogPostInput = z.output<typeof SaveBlogPostRequestSchema>;

export const slugTaken = () => new AppError(409, 'SLUG_TAKEN', SLUG_TAKEN_MESSAGE, { slug: 'Slug is taken' });
export const editConflict = () => new AppError(409, 'EDIT_CONFLICT', EDIT_CONFLICT_MESSAGE);

/** What an audit row keeps of a post before and after a change (the body is left out: it can be large). */
export function auditSnapshot(row: BlogPostRow) {
  return {
    title: row.title,
    slug: row.slug,
    status: row.status,
    category: row.category,
    tags: row.tags,
    isFeatured: row.isFeatured,
    image: row.image,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Creates a post (no `id`) or updates one, for the admin content screen. The HTML is sanitised
 * before it is stored and the reading time is computed from its text. Publishing sets publishedAt
 * the first time (operator spec section 4: Publish sets publishedAt and updatedAt to now). With
 * `expectedUpdatedAt`, an update is refused (409) when someone else saved the post since it was
 * loaded. The change and its audit row (before/after) commit together.
 */
export async function saveBlogPost(
  db: Database,
  input: SaveBlogPostInput & { id?: string; expectedUpdatedAt?: string; publishAt?: Date | null },
  actor: { userId: string; requestId?: string; ipAddress?: string },
  now: Date = new Date(),
): Promise<BlogPostRow> {
  const content = sanitizePostHtml(input.content);
  const values = {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content,
    author: input.author,
    category: input.category,
    tags: input.tags,
    status: input.status,
    isFeatured: input.isFeatured,
    image: input.image,
    // Only a draft waits for a scheduled time; publishing or archiving drops the schedule.
    publishAt: input.status === 'draft' ? (input.publishAt ?? null) : null,
    readTimeMinutes: readTimeMinutes(postPlainText(content)),
    updatedAt: now,
  };
  try {
    return await db.transaction(async (tx) => {
      let before: BlogPostRow | null = null;
      if (input.id) {
        before = await findPostByIdForUpdate(tx, input.id);
        if (!before) throw notFound('Post not found.');
        if (input.expectedUpdatedAt && before.updatedAt.getTime() !== new Date(input.expectedUpdatedAt).getTime())
          throw editConflict();
      }
      const sameSlug = await findPostBySlug(tx, input.slug);
      if (sameSlug && sameSlug.id !== input.id) throw slugTaken();
      let saved: BlogPostRow | null;
      if (before) {
        const isFirstPublish = input.status === 'published' && !before.publishedAt;
        saved = await updatePost(tx, before.id, { ...values, ...(isFirstPublish ? { publishedAt: now } : {}) });
        if (!saved) throw notFound('Post not found.');
      } else {
        saved = await insertPost(tx, { ...values, publishedAt: input.status === 'published' ? now : null });
      }
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        action: before ? 'blog_post.updated' : 'blog_post.created',
        entityType: 'blog_post',
        entityId: saved.id,
        data: {
          slug: saved.slug,
          status: saved.status,
          before: before ? auditSnapshot(before) : null,
          after: auditSnapshot(saved),
        },
        ipAddress: actor.ipAddress ?? null,
        requestId: actor.requestId ?? null,
      });
      return saved;
    });
  } catch (error) {
    // Two admins creating the same slug at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
