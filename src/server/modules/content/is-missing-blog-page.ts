import { BLOG_SLUG_PATTERN } from '../../../domain/content';
import type { Database } from '../../db/client';
import { findPublishedPostBySlug } from './blog-repository';

const BLOG_POST_PAGE = /^\/blog\/([^/]+)\/?$/;

/**
 * Whether `urlPath` is an article page whose post does not exist (or is not published), so the
 * server can answer it with HTTP 404 like any other missing page, while the app shows its
 * 'Article Not Found' screen. Crawlers then never index an empty article address.
 */
export async function isMissingBlogPage(db: Database, urlPath: string): Promise<boolean> {
  const slug = BLOG_POST_PAGE.exec(urlPath)?.[1];
  if (slug === undefined) return false;
  if (!BLOG_SLUG_PATTERN.test(slug)) return true;
  return (await findPublishedPostBySlug(db, slug)) === null;
}
