import type { BlogBookmarkResponse } from '../../../contracts/content';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { deleteBookmark, findPublishedPostBySlug, insertBookmark } from './blog-repository';
import { ARTICLE_NOT_FOUND_MESSAGE } from './get-blog-post';

/** Saves or removes a published post in a user's bookmarks; saving twice keeps one bookmark. */
export async function setBlogPostBookmark(
  db: Database,
  input: { slug: string; userId: string; isBookmarked: boolean },
): Promise<BlogBookmarkResponse> {
  const post = await findPublishedPostBySlug(db, input.slug);
  if (!post) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  if (input.isBookmarked) await insertBookmark(db, post.id, input.userId);
  else await deleteBookmark(db, post.id, input.userId);
  return { isBookmarked: input.isBookmarked };
}
