import type { z } from 'zod';
import type { SaveBlogPostRequestSchema } from '../../../contracts/content';
import { readTimeMinutes } from '../../../domain/content';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { findPostById, findPostBySlug, insertPost, updatePost, type BlogPostRow } from './blog-repository';
import { postPlainText, sanitizePostHtml } from './sanitize-post-html';

export type SaveBlogPostInput = z.output<typeof SaveBlogPostRequestSchema>;

/**
 * Creates a post (no `id`) or updates one, for the admin content screen. The HTML is sanitised
 * before it is stored and the reading time is computed from its text. Publishing sets publishedAt
 * the first time (operator spec section 4: Publish sets publishedAt and updatedAt to now); the
 * change and its audit row commit together.
 */
export async function saveBlogPost(
  db: Database,
  input: SaveBlogPostInput & { id?: string },
  actor: { userId: string; requestId?: string },
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
    readTimeMinutes: readTimeMinutes(postPlainText(content)),
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const sameSlug = await findPostBySlug(tx, input.slug);
    if (sameSlug && sameSlug.id !== input.id)
      throw new AppError(409, 'SLUG_TAKEN', 'Another post already uses this slug.', { slug: 'Slug is taken' });
    let saved: BlogPostRow | null;
    if (input.id) {
      const current = await findPostById(tx, input.id);
      if (!current) throw notFound('Post not found.');
      const isFirstPublish = input.status === 'published' && !current.publishedAt;
      saved = await updatePost(tx, input.id, { ...values, ...(isFirstPublish ? { publishedAt: now } : {}) });
      if (!saved) throw notFound('Post not found.');
    } else {
      saved = await insertPost(tx, { ...values, publishedAt: input.status === 'published' ? now : null });
    }
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: input.id ? 'blog_post.updated' : 'blog_post.created',
      entityType: 'blog_post',
      entityId: saved.id,
      data: { slug: saved.slug, status: saved.status },
      requestId: actor.requestId ?? null,
    });
    return saved;
  });
}
