import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Blog posts (investor spec section 3, operator spec section 3). `content` is HTML that was
 * sanitised when written (modules/content/sanitize-post-html.ts); it is sanitised again on read.
 * `bodyFormat` says what the editor edits: `markdown` (written in the admin editor; `bodySource`
 * holds the Markdown and `content` its rendering) or `html` (the seed and posts written before the
 * Markdown editor; `bodySource` is null and the editor edits `content` itself).
 * `views` and `likes` are counters kept in step with blog_post_views / blog_post_likes in the same
 * transaction as the row that changes them, so lists never count rows per request.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    bodyFormat: text('body_format', { enum: ['html', 'markdown'] })
      .notNull()
      .default('html'),
    bodySource: text('body_source'),
    author: text('author').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default([]),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A draft scheduled by an admin: the scheduled-posts job publishes it once this time has come. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    readTimeMinutes: integer('read_time_minutes').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt),
    index('blog_posts_category_idx').on(t.category),
  ],
);

/**
 * Every saved state of a post (operator editor's History): one row per create, update, publish,
 * archive and restore, with who did it. Restoring copies a revision's title, excerpt and body into
 * the post and adds a new revision (`restoredFrom`), so history only grows. `authorName` is kept as
 * written: the revision still says who saved it after that account is gone.
 */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per post. */
    number: integer('number').notNull(),
    action: text('action', { enum: ['created', 'updated', 'published', 'archived', 'restored'] }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] }).notNull(),
    bodyFormat: text('body_format', { enum: ['html', 'markdown'] }).notNull(),
    /** What the editor edits: the Markdown, or the HTML for an html post. */
    bodySource: text('body_source').notNull(),
    /** Null: the scheduled-posts job (no person). */
    savedByUserId: text('saved_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    savedByName: text('saved_by_name').notNull(),
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_post_revisions_post_number_idx').on(t.postId, t.number)],
);

/** One like per user and post: the primary key makes liking twice a no-op. */
export const blogPostLikes = pgTable(
  'blog_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('blog_post_likes_user_idx').on(t.userId)],
);

/** A user's saved articles (the prototype kept them in local storage). */
export const blogPostBookmarks = pgTable(
  'blog_post_bookmarks',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('blog_post_bookmarks_user_idx').on(t.userId)],
);

/**
 * One row per post and visitor, so a view is counted once. `visitorKey` is `u:<user id>` for a
 * signed-in reader, else `v:<keyed hash of the first-party visitor cookie>` (the raw cookie value
 * is never stored).
 */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorKey] })],
);

/** The FAQ of /qa. `slug` is a stable key for the seed (questions may be edited later). */
export const faqItems = pgTable(
  'faq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_items_position_idx').on(t.position)],
);
