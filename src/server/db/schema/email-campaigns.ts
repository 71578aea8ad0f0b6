import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AudienceSegment } from '../../../domain/email-consent';
import type { CampaignEventType, CampaignStatus, CampaignRecipientStatus } from '../../../domain/email-campaign';
import { user } from './auth';

/**
 * email_campaigns (operator spec section 3). `content` is Markdown; the mail's HTML is rendered per
 * recipient at send time. The spec's stats object is counted from email_campaign_recipients and
 * email_campaign_events (never stored twice); `sent_count`/`total_count` are the sending job's
 * progress, kept on the row so the list can poll it cheaply.
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull().default(''),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    audienceSegment: text('audience_segment').$type<AudienceSegment>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Recipients resolved into the send list (set once, when sending starts). */
    totalCount: integer('total_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** Held for a daily, weekly or monthly digest (the recipient's chosen frequency). */
    digestCount: integer('digest_count').notNull().default(0),
    /** Why it failed or paused itself (empty audience, missing content, transport errors). */
    lastError: text('last_error'),
    /** The sending job holding the campaign until then (one sender at a time; a dead one's lease runs out). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_campaigns_created_idx').on(t.createdAt)],
);

/**
 * The send list: one row per (campaign, address), resolved once when sending starts. The unique
 * index is what makes a resumed or doubled job unable to mail anyone twice: a row goes
 * pending → sending (claimed) → sent | skipped | failed, and only 'pending' rows are claimed.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    status: text('status').$type<CampaignRecipientStatus>().notNull().default('pending'),
    /** Why skipped or failed (preference off or unreadable, transport error). */
    reason: text('reason'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_campaign_recipients_campaign_email_uq').on(t.campaignId, t.email),
    index('email_campaign_recipients_pending_idx')
      .on(t.campaignId, t.id)
      .where(sql`status = 'pending'`),
    index('email_campaign_recipients_email_idx').on(t.email, t.sentAt),
  ],
);

/** What happened to a campaign mail: delivered, open (pixel), click, unsubscribe, bounce, complaint. */
export const emailCampaignEvents = pgTable(
  'email_campaign_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => emailCampaignRecipients.id, { onDelete: 'cascade' }),
    type: text('type').$type<CampaignEventType>().notNull(),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_campaign_events_campaign_idx').on(t.campaignId, t.type, t.createdAt),
    index('email_campaign_events_recipient_idx').on(t.recipientId),
  ],
);
