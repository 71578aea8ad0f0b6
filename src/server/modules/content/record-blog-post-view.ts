import type { BlogViewResponse } from '../../../contracts/content';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { findPublishedPostBySlug, insertViewOnce, readCounters } from './blog-repository';
import { ARTICLE_NOT_FOUND_MESSAGE } from './get-blog-post';

/** Counts a view of a published post once per visitor key (see visitor-key.ts). */
export async function recordBlogPostView(db: Database, slug: string, visitorKey: string): Promise<BlogViewResponse> {
  const post = await findPublishedPostBySlug(db, slug);
  if (!post) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const counted = await insertViewOnce(tx, post.id, visitorKey);
    const { views } = await readCounters(tx, post.id);
    return { counted, views };
  });
}
