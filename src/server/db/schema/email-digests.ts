import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EmailCategory } from '../../../domain/email-consent';
import { emailCampaignRecipients } from './email-campaigns';

/**
 * Marketing mail held for a person's daily, weekly or monthly digest (their chosen frequency on
 * /email-preferences). An item goes held → sending (claimed by one digest, `digest_id`) → sent, or
 * dropped (the category turned off or unsubscribed from all before the digest went). A campaign's
 * item is unique per send-list row, so a resumed sender never holds the same campaign twice.
 */
export const emailDigestItems = pgTable(
  'email_digest_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as email_preferences. */
    email: text('email').notNull(),
    category: text('category').$type<EmailCategory>().notNull(),
    title: text('title').notNull(),
    /** The held mail's plain-text part, shown in the digest. */
    body: text('body').notNull(),
    campaignRecipientId: uuid('campaign_recipient_id').references(() => emailCampaignRecipients.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: ['held', 'sending', 'sent', 'dropped'] })
      .notNull()
      .default('held'),
    /** The digest mail that carries it (its X-Vino-Digest header), set when claimed. */
    digestId: uuid('digest_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_digest_items_campaign_recipient_uq').on(t.campaignRecipientId),
    index('email_digest_items_open_idx')
      .on(t.email, t.createdAt)
      .where(sql`status in ('held', 'sending')`),
  ],
);
