import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Addresses the mailer never sends to again: a hard bounce or a spam complaint reported by the mail
 * provider's signed webhook (platform/mailer/suppression.ts). One row per lower-cased address; every
 * send, transactional or marketing, is checked against it inside the mailer.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason', { enum: ['bounce', 'complaint'] }).notNull(),
  /** Which provider reported it: provider-a, provider-b. */
  source: text('source').notNull(),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Lifecycle mails waiting for their time on the app clock (operator spec section 9): the welcome
 * sequence (day 1, day 3) and the abandoned-purchase reminder. The lifecycle job sends each due row
 * once, or cancels it with a reason when it no longer applies (paid, unsubscribed, preference off).
 */
export const emailLifecycleMails = pgTable(
  'email_lifecycle_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['welcome_day1', 'welcome_day3', 'abandoned_purchase'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The payment an abandoned-purchase mail is about; null for the welcome sequence. */
    paymentId: uuid('payment_id'),
    /** kind:user for the welcome sequence, kind:payment for the reminder: each is scheduled once. */
    onceKey: text('once_key').notNull(),
    /** How long after the event the mail is due (the spec's delays). */
    delayMs: integer('delay_ms').notNull(),
    /**
     * When it is due on the app clock. Null until the lifecycle job arms it (clock time + delay), so a
     * module without the app clock (payments) can schedule too and demo or test time moves it on.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('email_lifecycle_mails_due_idx').on(t.status, t.dueAt),
    uniqueIndex('email_lifecycle_mails_once_uq').on(t.onceKey),
  ],
);
