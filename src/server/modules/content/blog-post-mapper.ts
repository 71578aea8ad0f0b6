import type { BlogPostDetail, BlogPostSummary } from '../../../contracts/content';
import type { BlogPostRow, BlogPostSummaryRow } from './blog-repository';
import { sanitizePostHtml } from './sanitize-post-html';

export function toPostSummary(row: BlogPostSummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    tags: row.tags,
    isFeatured: row.isFeatured,
    // Only published posts reach the public API, and publishing sets publishedAt.
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    readTimeMinutes: row.readTimeMinutes,
    views: row.views,
    likes: row.likes,
    image: row.image,
  };
}

/** The article with its HTML sanitised once more on the way out (defence in depth). */
export function toPostDetail(row: BlogPostRow, reaction: { isLiked: boolean; isBookmarked: boolean }): BlogPostDetail {
  return {
    ...toPostSummary(row),
    content: sanitizePostHtml(row.content),
    updatedAt: row.updatedAt.toISOString(),
    ...reaction,
  };
}
