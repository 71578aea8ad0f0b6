import type { BlogPostDetail } from '../../../contracts/content';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { toPostDetail } from './blog-post-mapper';
import { findPublishedPostBySlug, findReaderReaction } from './blog-repository';

export const ARTICLE_NOT_FOUND_MESSAGE = "The article you're looking for doesn't exist.";

/** A published post by slug, with whether `userId` liked and saved it; 404 for drafts and unknown slugs. */
export async function getBlogPost(db: Database, slug: string, userId: string | null): Promise<BlogPostDetail> {
  const row = await findPublishedPostBySlug(db, slug);
  if (!row) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  const reaction = userId ? await findReaderReaction(db, row.id, userId) : { isLiked: false, isBookmarked: false };
  return toPostDetail(row, reaction);
}
