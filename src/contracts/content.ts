import { z } from './zod';
import {
  BLOG_CATEGORIES,
  BLOG_MAX_PAGE,
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_SLUG_PATTERN,
  CONTENT_SEARCH_MAX_LENGTH,
  FAQ_CATEGORIES,
} from '../domain/content';

export const BlogCategorySchema = z.enum(BLOG_CATEGORIES);
export const FaqCategorySchema = z.enum(FAQ_CATEGORIES);

const SearchSchema = z.string().trim().max(CONTENT_SEARCH_MAX_LENGTH, 'Search is too long').optional();

// ---- Blog list ---------------------------------------------------------------------------------

export const BlogListQuerySchema = z.object({
  category: BlogCategorySchema.optional(),
  q: SearchSchema,
  page: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.input<typeof BlogListQuerySchema>;

export const BlogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  publishedAt: z.string(),
  readTimeMinutes: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  image: z.string(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

/** A sidebar entry; counts are derived from published posts on every request (never stored). */
export const BlogCategoryCountSchema = z.object({ name: z.string(), count: z.number().int() });
export type BlogCategoryCount = z.infer<typeof BlogCategoryCountSchema>;

export const BlogListResponseSchema = z.object({
  /** The newest featured post matching the filters, on page 1 only; it is never repeated in `items`. */
  featured: BlogPostSummarySchema.nullable(),
  items: z.array(BlogPostSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Cards matching the filters, the featured post excluded. */
  total: z.number().int(),
  hasMore: z.boolean(),
  /** 'All' first (every published post), then each category with posts, most posts first. */
  categories: z.array(BlogCategoryCountSchema),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

// ---- One post ----------------------------------------------------------------------------------

export const BlogSlugParamsSchema = z.object({
  slug: z.string().max(200).regex(BLOG_SLUG_PATTERN, 'Invalid article address'),
});

export const BlogPostDetailSchema = BlogPostSummarySchema.extend({
  /** Sanitised HTML (on write and again on read). */
  content: z.string(),
  updatedAt: z.string(),
  /** Whether the signed-in reader liked / saved it (false for visitors). */
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
});
export type BlogPostDetail = z.infer<typeof BlogPostDetailSchema>;

export const BlogViewResponseSchema = z.object({
  /** False when this visitor had already been counted. */
  counted: z.boolean(),
  views: z.number().int(),
});
export type BlogViewResponse = z.infer<typeof BlogViewResponseSchema>;

export const BlogLikeResponseSchema = z.object({ isLiked: z.boolean(), likes: z.number().int() });
export type BlogLikeResponse = z.infer<typeof BlogLikeResponseSchema>;

export const BlogBookmarkResponseSchema = z.object({ isBookmarked: z.boolean() });
export type BlogBookmarkResponse = z.infer<typeof BlogBookmarkResponseSchema>;

export const BlogBookmarkListSchema = z.object({
  items: z.array(BlogPostSummarySchema.extend({ savedAt: z.string() })),
});
export type BlogBookmarkList = z.infer<typeof BlogBookmarkListSchema>;

// ---- Writing posts (the admin issue calls save-blog-post with this) ----------------------------

export const SaveBlogPostRequestSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  slug: z.string().trim().max(200).regex(BLOG_SLUG_PATTERN, 'Slug may contain lower-case letters, digits and hyphens'),
  excerpt: z.string().trim().min(1, 'Excerpt is required').max(600),
  content: z.string().min(1, 'Content is required').max(200_000),
  author: z.string().trim().min(1).max(120),
  category: BlogCategorySchema,
  tags: z.array(z.string().trim().min(1).max(40)).max(12).default([]),
  status: z.enum(['draft', 'published', 'archived']),
  isFeatured: z.boolean().default(false),
  image: z.string().trim().max(500),
});
export type SaveBlogPostRequest = z.input<typeof SaveBlogPostRequestSchema>;

// ---- FAQ ---------------------------------------------------------------------------------------

export const FaqQuerySchema = z.object({ q: SearchSchema, category: FaqCategorySchema.optional() });
export type FaqQuery = z.input<typeof FaqQuerySchema>;

export const FaqItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqResponseSchema = z.object({
  items: z.array(FaqItemSchema),
  /** Categories of all items, in the spec's chip order (not narrowed by the filters). */
  categories: z.array(z.string()),
});
export type FaqResponse = z.infer<typeof FaqResponseSchema>;
