import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Campaign, CampaignAnalytics, CampaignList, CampaignStats } from '../../../../contracts/email-campaigns';
import { rate } from '../../../../domain/email-campaign';
import type { Executor } from '../../../db/client';
import { emailCampaignEvents, emailCampaigns } from '../../../db/schema/email-campaigns';
import { listCampaigns, type CampaignRow } from './campaign-repository';

/**
 * The spec's campaign stats, counted from the send list and the events: sent (mails the mailer
 * took), delivered (sent less bounces), and the people who opened, clicked, unsubscribed, bounced
 * or complained (distinct recipients, not loads or clicks).
 */
async function statsByCampaign(db: Executor, campaigns: CampaignRow[]): Promise<Map<string, CampaignStats>> {
  const result = new Map<string, CampaignStats>();
  for (const c of campaigns)
    result.set(c.id, {
      sent: c.sentCount,
      delivered: c.sentCount,
      opened: 0,
      clicked: 0,
      unsubscribed: 0,
      bounced: 0,
      complaints: 0,
    });
  const ids = campaigns.filter((c) => c.startedAt).map((c) => c.id);
  if (!ids.length) return result;
  const e = emailCampaignEvents;
  const rows = await db
    .select({ campaignId: e.campaignId, type: e.type, n: sql<number>`count(distinct ${e.recipientId})::int` })
    .from(e)
    .where(inArray(e.campaignId, ids))
    .groupBy(e.campaignId, e.type);
  const field = {
    open: 'opened',
    click: 'clicked',
    unsubscribe: 'unsubscribed',
    bounce: 'bounced',
    complaint: 'complaints',
  } as const;
  for (const row of rows) {
    const stats = result.get(row.campaignId)!;
    stats[field[row.type]] = row.n;
  }
  for (const stats of result.values()) stats.delivered = Math.max(0, stats.sent - stats.bounced);
  return result;
}

export const toCampaign = (c: CampaignRow, stats: CampaignStats): Campaign => ({
  id: c.id,
  name: c.name,
  subject: c.subject,
  content: c.content,
  audienceSegment: c.audienceSegment,
  status: c.status,
  scheduledAt: c.scheduledAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
  startedAt: c.startedAt?.toISOString() ?? null,
  sentAt: c.sentAt?.toISOString() ?? null,
  updatedAt: c.updatedAt.toISOString(),
  totalCount: c.totalCount,
  sentCount: c.sentCount,
  skippedCount: c.skippedCount,
  failedCount: c.failedCount,
  digestCount: c.digestCount,
  lastError: c.lastError,
  stats,
});

/** The Email Campaigns tab: the list (newest first) and its four tiles, all from data. */
export async function findCampaigns(db: Executor): Promise<CampaignList> {
  const rows = await listCampaigns(db);
  const stats = await statsByCampaign(db, rows);
  const items = rows.map((c) => toCampaign(c, stats.get(c.id)!));
  const delivering = items.filter((c) => c.stats.delivered > 0);
  return {
    items,
    tiles: {
      totalSent: items.reduce((sum, c) => sum + c.stats.sent, 0),
      totalOpens: items.reduce((sum, c) => sum + c.stats.opened, 0),
      totalClicks: items.reduce((sum, c) => sum + c.stats.clicked, 0),
      avgOpenRate: delivering.length
        ? delivering.reduce((sum, c) => sum + rate(c.stats.opened, c.stats.delivered), 0) / delivering.length
        : 0,
    },
  };
}

export async function findCampaignWithStats(db: Executor, campaign: CampaignRow): Promise<Campaign> {
  return toCampaign(campaign, (await statsByCampaign(db, [campaign])).get(campaign.id)!);
}

/** The Email Analytics tab: campaigns that started sending, their stats and opens/clicks per hour. */
export async function getCampaignAnalytics(db: Executor): Promise<CampaignAnalytics> {
  const rows = await db
    .select()
    .from(emailCampaigns)
    .where(isNotNull(emailCampaigns.startedAt))
    .orderBy(sql`${emailCampaigns.startedAt} desc`)
    .limit(20);
  const stats = await statsByCampaign(db, rows);
  const e = emailCampaignEvents;
  const hour = sql<string>`to_char(date_trunc('hour', ${e.createdAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"')`;
  const points = rows.length
    ? await db
        .select({
          campaignId: e.campaignId,
          at: hour,
          opens: sql<number>`count(*) filter (where ${e.type} = 'open')::int`,
          clicks: sql<number>`count(*) filter (where ${e.type} = 'click')::int`,
        })
        .from(e)
        .where(
          and(
            inArray(
              e.campaignId,
              rows.map((r) => r.id),
            ),
            inArray(e.type, ['open', 'click']),
          ),
        )
        .groupBy(e.campaignId, hour)
        .orderBy(hour)
    : [];
  return {
    items: rows.map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      sentAt: (c.sentAt ?? c.startedAt)?.toISOString() ?? null,
      stats: stats.get(c.id)!,
      timeline: points.filter((p) => p.campaignId === c.id).map(({ at, opens, clicks }) => ({ at, opens, clicks })),
    })),
  };
}
