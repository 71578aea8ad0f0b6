import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Blog posts (investor spec section 3, operator spec section 3). `content` is HTML that was
 * sanitised when written (modules/content/sanitize-post-html.ts); it is sanitised again on read.
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
