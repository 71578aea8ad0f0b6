import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_SEVERITIES } from '../../../domain/announcements';
import { user } from './auth';

/**
 * Announcements admins publish to the app: shown to their audience while
 * starts_at <= now < ends_at. "End early" moves ends_at to now.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity', { enum: ANNOUNCEMENT_SEVERITIES }).notNull(),
    audience: text('audience', { enum: ANNOUNCEMENT_AUDIENCES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_window_idx').on(t.endsAt, t.startsAt),
    check('announcements_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A signed-in person's dismissal of an announcement (visitors keep theirs in the browser). */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_dismissals_user_idx').on(t.userId),
  ],
);
