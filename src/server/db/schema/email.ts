import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EmailCategory } from '../../../domain/email-consent';
import { user } from './auth';

/**
 * newsletter_subscribers (operator spec section 3): one row per lower-cased address. Double opt-in:
 * a sign-up is 'pending' until the confirmation link is opened, then 'active'; unsubscribing keeps
 * the row as 'unsubscribed' so an import can never quietly re-subscribe it. The spec's
 * preferences object is spread into columns (name, interests, source_page); its
 * unsubscribed_categories live in email_preferences, shared with account holders. The spec's
 * unsubscribe_token is not stored: links carry a signed token made on demand.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    interests: text('interests').array().notNull().default([]),
    /** Which form: footer, blog, faq, inline, import … */
    source: text('source').notNull().default('footer'),
    /** The page path the form was on. */
    sourcePage: text('source_page'),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the subscription became active (confirmed, imported or resubscribed). */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_uq').on(t.email),
    index('newsletter_subscribers_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A person's e-mail choices, by lower-cased address (subscribers without an account have them
 * too): `categories` holds only what the person set (the spec defaults fill the rest), so a new
 * default never overrides a choice. `unsubscribed_at` marks "unsubscribe from all". The row's id is
 * the subject of unsubscribe and preference link tokens, so a link never names the address.
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    categories: jsonb('categories').$type<Partial<Record<EmailCategory, boolean>>>().notNull().default({}),
    frequency: text('frequency', { enum: ['immediate', 'daily', 'weekly', 'monthly'] })
      .notNull()
      .default('weekly'),
    /**
     * Whether the person chose `frequency` (saved their preferences). Only a chosen daily, weekly or
     * monthly frequency holds marketing mail for a digest; the spec default shown to the others does not.
     */
    frequencyChosen: boolean('frequency_chosen').notNull().default(false),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_preferences_email_uq').on(t.email), index('email_preferences_user_idx').on(t.userId)],
);
