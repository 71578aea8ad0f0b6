import type { z } from 'zod';
import type { BlogListQuerySchema, BlogListResponse } from '../../../contracts/content';
import { ALL_CATEGORIES_LABEL, BLOG_CATEGORIES } from '../../../domain/content';
import type { Database } from '../../db/client';
import { toPostSummary } from './blog-post-mapper';
import { countPublishedPostsByCategory, findNewestFeaturedPost, findPublishedPostPage } from './blog-repository';

/**
 * One page of the blog: the featured post (page 1 only, when it matches the filters), the cards
 * after it, and the sidebar counts derived from the published posts at the time of the request.
 * The featured post is left out of the cards on every page, so Load More never repeats it.
 */
export async function findBlogPosts(
  db: Database,
  query: z.output<typeof BlogListQuerySchema>,
): Promise<BlogListResponse> {
  const filter = { category: query.category, q: query.q || undefined };
  const [featured, counts] = await Promise.all([findNewestFeaturedPost(db, filter), countPublishedPostsByCategory(db)]);
  const { rows, total } = await findPublishedPostPage(db, {
    ...filter,
    excludeId: featured?.id,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    featured: featured && query.page === 1 ? toPostSummary(featured) : null,
    items: rows.map(toPostSummary),
    page: query.page,
    pageSize: query.pageSize,
    total,
    hasMore: query.page * query.pageSize < total,
    categories: categoryCounts(counts),
  };
}

/** 'All' first, then categories with posts, most posts first (ties in the spec's category order). */
function categoryCounts(counts: { category: string; count: number }[]) {
  const known = (name: string) => {
    const i = (BLOG_CATEGORIES as readonly string[]).indexOf(name);
    return i === -1 ? BLOG_CATEGORIES.length : i;
  };
  const sorted = counts
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || known(a.category) - known(b.category) || a.category.localeCompare(b.category))
    .map((c) => ({ name: c.category, count: c.count }));
  const all = counts.reduce((sum, c) => sum + c.count, 0);
  return [{ name: ALL_CATEGORIES_LABEL, count: all }, ...sorted];
}
