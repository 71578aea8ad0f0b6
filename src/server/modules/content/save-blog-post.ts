import type { z } from 'zod';
import { SLUG_TAKEN_MESSAGE, type PostBodyFormat } from '../../../contracts/admin-content';
import type { SaveBlogPostRequestSchema } from '../../../contracts/content';
import { readTimeMinutes } from '../../../domain/content';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { findPostByIdForUpdate } from './admin-blog-repository';
import { findPostBySlug, insertPost, updatePost, type BlogPostRow } from './blog-repository';
import { assertLoadedVersion } from './edit-conflict';
import { renderPostBody } from './post-body';
import { recordBlogPostRevision } from './record-blog-post-revision';
import { postPlainText } from './sanitize-post-html';

export type SaveBlogPostInput = z.output<typeof SaveBlogPostRequestSchema>;

export const slugTaken = () => new AppError(409, 'SLUG_TAKEN', SLUG_TAKEN_MESSAGE, { slug: 'Slug is taken' });

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
 * Creates a post (no `id`) or updates one, for the admin content screen. The body (Markdown,
 * rendered here, or HTML) is sanitised before it is stored and the reading time is computed from
 * its text; every save appends a revision (History). Publishing sets publishedAt
 * the first time (operator spec section 4: Publish sets publishedAt and updatedAt to now). With
 * `expectedUpdatedAt`, an update is refused (409) when someone else saved the post since it was
 * loaded. The change and its audit row (before/after) commit together.
 */
export async function saveBlogPost(
  db: Database,
  input: SaveBlogPostInput & {
    id?: string;
    expectedUpdatedAt?: string;
    publishAt?: Date | null;
    bodyFormat?: PostBodyFormat;
  },
  actor: { userId: string; name?: string; requestId?: string; ipAddress?: string },
  now: Date = new Date(),
): Promise<BlogPostRow> {
  const body = renderPostBody(input.bodyFormat ?? 'html', input.content);
  const values = {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    ...body,
    author: input.author,
    category: input.category,
    tags: input.tags,
    status: input.status,
    isFeatured: input.isFeatured,
    image: input.image,
    // Only a draft waits for a scheduled time; publishing or archiving drops the schedule.
    publishAt: input.status === 'draft' ? (input.publishAt ?? null) : null,
    readTimeMinutes: readTimeMinutes(postPlainText(body.content)),
    updatedAt: now,
  };
  try {
    return await db.transaction(async (tx) => {
      let before: BlogPostRow | null = null;
      if (input.id) {
        before = await findPostByIdForUpdate(tx, input.id);
        if (!before) throw notFound('Post not found.');
        await assertLoadedVersion(tx, before, input.expectedUpdatedAt);
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
      await recordBlogPostRevision(tx, { before, after: saved, action: before ? 'updated' : 'created', actor, now });
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
