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
/** The 409 of a stale save names who saved meanwhile; `fields.savedBy` and `fields.savedAt` (ISO) carry the same. */
export const editConflictMessage = (savedBy: string) =>
  `${savedBy} saved this post after you opened it. Reload it to see their changes before saving yours.`;
export const EDIT_CONFLICT_CODE = 'EDIT_CONFLICT';

/**
 * What the body is written in. `markdown`: the editor's Markdown, rendered and sanitised on save.
 * `html`: posts from before the Markdown editor (and the seed), edited as the HTML they are.
 */
export const POST_BODY_FORMATS = ['markdown', 'html'] as const;
export type PostBodyFormat = (typeof POST_BODY_FORMATS)[number];
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
  bodyFormat: z.enum(POST_BODY_FORMATS),
  /** What the editor edits: the Markdown of a markdown post, the (sanitised) HTML of an html post. */
  source: z.string(),
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
  /** The body in `bodyFormat`: Markdown (rendered on save) or HTML; the resulting HTML is sanitised on save. */
  content: z.string().min(1, 'Content is required').max(200_000, 'Content is too long'),
  /** Omitted: html, as API clients wrote before the Markdown editor. */
  bodyFormat: z.enum(POST_BODY_FORMATS).default('html'),
});
export type AdminBlogPostInput = z.input<typeof AdminBlogPostInputSchema>;

export const UpdateAdminBlogPostSchema = AdminBlogPostInputSchema.extend({
  /** The `updatedAt` the editor loaded; a different current value means someone else saved (409). */
  expectedUpdatedAt: z.string().datetime({ offset: true }),
});
export type UpdateAdminBlogPost = z.input<typeof UpdateAdminBlogPostSchema>;

export const AdminBlogDeleteResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

// ---- Revision history ------------------------------------------------------------------------

export const BLOG_REVISION_ACTIONS = ['created', 'updated', 'published', 'archived', 'restored'] as const;

/** One saved state of a post (History in the editor): who saved it, when, and what it held. */
export const AdminBlogRevisionSchema = z.object({
  id: z.string(),
  /** 1, 2, 3… per post, oldest first. */
  number: z.number().int(),
  action: z.enum(BLOG_REVISION_ACTIONS),
  title: z.string(),
  excerpt: z.string(),
  status: z.enum(ADMIN_BLOG_STATUSES),
  bodyFormat: z.enum(POST_BODY_FORMATS),
  /** Who saved it ('Scheduled publication' for the job). */
  savedBy: z.string(),
  createdAt: z.string(),
  /** For a restore: the number of the revision it brought back. */
  restoredFrom: z.number().int().nullable(),
});
export type AdminBlogRevision = z.infer<typeof AdminBlogRevisionSchema>;

export const AdminBlogRevisionListSchema = z.object({
  /** Newest first. */
  items: z.array(AdminBlogRevisionSchema),
});
export type AdminBlogRevisionList = z.infer<typeof AdminBlogRevisionListSchema>;

/** A revision with its body: the source as written and its sanitised HTML (the History preview). */
export const AdminBlogRevisionDetailSchema = AdminBlogRevisionSchema.extend({
  source: z.string(),
  content: z.string(),
});
export type AdminBlogRevisionDetail = z.infer<typeof AdminBlogRevisionDetailSchema>;

export const AdminBlogRevisionParamsSchema = AdminBlogPostParamsSchema.extend({
  revisionId: z.string().uuid('Unknown revision'),
});

/** Restore is a save too: it carries the version the editor loaded (409 when someone saved since). */
export const RestoreAdminBlogRevisionSchema = z.object({
  expectedUpdatedAt: z.string().datetime({ offset: true }),
});
export type RestoreAdminBlogRevision = z.input<typeof RestoreAdminBlogRevisionSchema>;
