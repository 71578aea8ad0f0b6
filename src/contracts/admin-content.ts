/**
 * Admin content management, Blog Posts (operator spec section 2 "Content Management", 3 BlogPost,
 * 4 blog post states, 8 "Delete post"). Admins edit the same `blog_posts` rows the public blog reads.
 */
import { z } from './zod';
import { BLOG_CATEGORIES, BLOG_SLUG_PATTERN, CONTENT_SEARCH_MAX_LENGTH } from '../domain/content';
import { BlogPostSummarySchema } from './content';

/** The operator spec's four categories, in the spec's filter order. */
export const ADMIN_BLOG_CATEGORIES = ['Market Analysis', 'Investment', 'Technology', 'Regulation'] as const;
export const ADMIN_BLOG_STATUSES = ['published', 'draft', 'archived'] as const;
export type AdminBlogStatus = (typeof ADMIN_BLOG_STATUSES)[number];

/** Spec section 8: the delete confirmation, word for word. */
export const DELETE_POST_CONFIRM = 'Are you sure you want to delete this post?';
export const EDIT_CONFLICT_MESSAGE =
  'Another admin saved this post after you opened it. Reload it to see their changes before saving yours.';
export const PUBLISH_AT_PAST_MESSAGE = 'Choose a publication time in the future.';
export const SLUG_TAKEN_MESSAGE = 'Another post already uses this slug. Choose a different slug.';

export const AdminBlogListQuerySchema = z.object({
  q: z.string().trim().max(CONTENT_SEARCH_MAX_LENGTH, 'Search is too long').optional(),
  status: z.enum(['all', ...ADMIN_BLOG_STATUSES]).default('all'),
  category: z.enum(['all', ...ADMIN_BLOG_CATEGORIES]).default('all'),
});
export type AdminBlogListQuery = z.input<typeof AdminBlogListQuerySchema>;

/** The public summary (contracts/content.ts) plus what only an editor sees: status, schedule, version. */
export const AdminBlogPostSummarySchema = BlogPostSummarySchema.extend({
  status: z.enum(ADMIN_BLOG_STATUSES),
  /** Null until the post is first published. */
  publishedAt: z.string().nullable(),
  /** A scheduled draft's publication time (the scheduled-posts job publishes it then). */
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  /** The post's version: sent back with an update so a concurrent save is detected (409). */
  updatedAt: z.string(),
});
export type AdminBlogPostSummary = z.infer<typeof AdminBlogPostSummarySchema>;

export const AdminBlogPostSchema = AdminBlogPostSummarySchema.extend({
  /** Sanitised HTML, as the public article renders it. */
  content: z.string(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;

export const AdminBlogListResponseSchema = z.object({
  items: z.array(AdminBlogPostSummarySchema),
  /** Posts per status over the whole table (unfiltered), for the filter labels. */
  counts: z.object({
    all: z.number().int(),
    published: z.number().int(),
    draft: z.number().int(),
    archived: z.number().int(),
  }),
});
export type AdminBlogListResponse = z.infer<typeof AdminBlogListResponseSchema>;

export const AdminBlogPostParamsSchema = z.object({ id: z.string().uuid('Unknown post') });

/** The modal's fields (spec section 2). The author is the signed-in admin; the slug defaults to the title's. */
export const AdminBlogPostInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
  slug: z
    .string()
    .trim()
    .max(200, 'Slug is too long')
    .regex(BLOG_SLUG_PATTERN, 'Slug may contain lower-case letters, digits and single hyphens')
    .or(z.literal(''))
    .default(''),
  /** The spec's four are offered for new posts; the public blog's Wine Market posts keep theirs when edited. */
  category: z.enum(BLOG_CATEGORIES, { message: 'Choose a category' }),
  tags: z.array(z.string().trim().min(1).max(40, 'A tag is too long')).max(12, 'At most 12 tags').default([]),
  excerpt: z.string().trim().min(1, 'Excerpt is required').max(600, 'Excerpt is too long'),
  status: z.enum(ADMIN_BLOG_STATUSES),
  /** A path on this site ('/images/...'): the Content-Security-Policy only loads same-origin images. Empty: the category cover. */
  image: z
    .string()
    .trim()
    .max(500, 'Image URL is too long')
    .refine(
      (v) => v === '' || (/^\/[^/\\]/.test(v) && !/\s/.test(v)),
      'Use an image path on this site, e.g. /images/blog/investment.svg',
    )
    .default(''),
  isFeatured: z.boolean().default(false),
  /** Scheduled publication: a draft with a future time here is published by a job at that time. */
  publishAt: z.string().datetime({ offset: true, message: 'Enter a valid date and time' }).nullable().default(null),
  /** HTML (the editor converts Markdown); sanitised on save. */
  content: z.string().min(1, 'Content is required').max(200_000, 'Content is too long'),
});
export type AdminBlogPostInput = z.input<typeof AdminBlogPostInputSchema>;

export const UpdateAdminBlogPostSchema = AdminBlogPostInputSchema.extend({
  /** The `updatedAt` the editor loaded; a different current value means someone else saved (409). */
  expectedUpdatedAt: z.string().datetime({ offset: true }),
});
export type UpdateAdminBlogPost = z.input<typeof UpdateAdminBlogPostSchema>;

export const AdminBlogDeleteResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });
