import type { BlogBookmarkList } from '../../../contracts/content';
import type { Database } from '../../db/client';
import { toPostSummary } from './blog-post-mapper';
import { findBookmarkedPosts } from './blog-repository';

/** The signed-in user's saved articles (published ones only), most recently saved first. */
export async function findMyBlogBookmarks(db: Database, userId: string): Promise<BlogBookmarkList> {
  const rows = await findBookmarkedPosts(db, userId);
  return { items: rows.map((r) => ({ ...toPostSummary(r.post), savedAt: r.savedAt.toISOString() })) };
}
