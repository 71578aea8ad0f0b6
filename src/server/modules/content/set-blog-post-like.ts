import type { BlogLikeResponse } from '../../../contracts/content';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { deleteLike, findPublishedPostBySlug, insertLike, readCounters } from './blog-repository';
import { ARTICLE_NOT_FOUND_MESSAGE } from './get-blog-post';

/**
 * Likes or unlikes a published post for a user. Idempotent: liking twice keeps one like and the
 * counter moves only when a like row is really added or removed (same transaction).
 */
export async function setBlogPostLike(
  db: Database,
  input: { slug: string; userId: string; isLiked: boolean },
): Promise<BlogLikeResponse> {
  const post = await findPublishedPostBySlug(db, input.slug);
  if (!post) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    if (input.isLiked) await insertLike(tx, post.id, input.userId);
    else await deleteLike(tx, post.id, input.userId);
    const { likes } = await readCounters(tx, post.id);
    return { isLiked: input.isLiked, likes };
  });
}
