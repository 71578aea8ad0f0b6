/**
 * E-mail campaigns (operator spec sections 2-5, 8, 9): the Email Campaigns and Email
 * Analytics tabs and a subscriber's history. Texts are the spec's, word for word, where it has them.
 */
import { z } from './zod';
import { AudienceSegmentSchema } from './email';
import { CAMPAIGN_STATUSES } from '../domain/email-campaign';

export const CAMPAIGN_MESSAGES = {
  confirmSend: 'Are you sure you want to send this campaign? This action cannot be undone.',
  sent: 'Campaign sent successfully!',
  failed: 'Failed to send campaign',
  /** Not in the spec: the reasons a send is refused or stops (spec section 5: it aborts). */
  emptyAudience: 'No confirmed subscribers in this audience: nothing was sent.',
  notAllowed: 'This campaign cannot do that in its current state.',
  testSent: 'Test sent to your address. Open it in your mailbox.',
} as const;

export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

export const CampaignInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter a campaign name').max(200, 'At most 200 characters'),
  subject: z.string().trim().min(1, 'Enter a subject').max(200, 'At most 200 characters'),
  audienceSegment: AudienceSegmentSchema,
  content: z.string().max(100_000, 'At most 100,000 characters'),
});
export type CampaignInput = z.infer<typeof CampaignInputSchema>;

export const CampaignStatsSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
  complaints: z.number().int(),
});
export type CampaignStats = z.infer<typeof CampaignStatsSchema>;

export const CampaignSchema = CampaignInputSchema.extend({
  id: z.string(),
  status: CampaignStatusSchema,
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Progress of the send list: total resolved, sent, skipped (preference), failed (transport). */
  totalCount: z.number().int(),
  sentCount: z.number().int(),
  skippedCount: z.number().int(),
  failedCount: z.number().int(),
  /** Held for the recipients' daily, weekly or monthly digest (their chosen frequency). */
  digestCount: z.number().int(),
  lastError: z.string().nullable(),
  stats: CampaignStatsSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignTilesSchema = z.object({
  totalSent: z.number().int(),
  totalOpens: z.number().int(),
  totalClicks: z.number().int(),
  /** Mean of the open rates (unique opens / delivered) of campaigns that delivered something, 0..1. */
  avgOpenRate: z.number(),
});
export type CampaignTiles = z.infer<typeof CampaignTilesSchema>;

export const CampaignListSchema = z.object({ items: z.array(CampaignSchema), tiles: CampaignTilesSchema });
export type CampaignList = z.infer<typeof CampaignListSchema>;

export const CampaignIdParamsSchema = z.object({ id: z.uuid() });

export const ScheduleCampaignRequestSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'Choose a date and time' }),
});
export type ScheduleCampaignRequest = z.infer<typeof ScheduleCampaignRequestSchema>;

/** Unsaved, possibly incomplete input: an empty subject is reported as a problem, not refused. */
export const CampaignPreviewRequestSchema = z.object({
  subject: z.string().max(200, 'At most 200 characters'),
  content: z.string().max(100_000, 'At most 100,000 characters'),
});
export type CampaignPreviewRequest = z.infer<typeof CampaignPreviewRequestSchema>;

/** The mail as a recipient sees it (sample recipient), and what would stop it from being sent. */
export const CampaignPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  problems: z.array(z.string()),
});
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

export const CampaignActionResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type CampaignActionResult = z.infer<typeof CampaignActionResultSchema>;

export const CampaignTimelinePointSchema = z.object({
  /** Start of the hour (ISO). */
  at: z.string(),
  opens: z.number().int(),
  clicks: z.number().int(),
});
export const CampaignAnalyticsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: CampaignStatusSchema,
      sentAt: z.string().nullable(),
      stats: CampaignStatsSchema,
      timeline: z.array(CampaignTimelinePointSchema),
    }),
  ),
});
export type CampaignAnalytics = z.infer<typeof CampaignAnalyticsSchema>;

export const SubscriberHistorySchema = z.object({
  email: z.string(),
  unsubscribedAt: z.string().nullable(),
  items: z.array(
    z.object({
      campaignId: z.string(),
      campaignName: z.string(),
      status: z.enum(['pending', 'sending', 'sent', 'skipped', 'failed', 'digest']),
      reason: z.string().nullable(),
      sentAt: z.string().nullable(),
      openedAt: z.string().nullable(),
      clickedAt: z.string().nullable(),
      unsubscribedAt: z.string().nullable(),
    }),
  ),
});
export type SubscriberHistory = z.infer<typeof SubscriberHistorySchema>;
