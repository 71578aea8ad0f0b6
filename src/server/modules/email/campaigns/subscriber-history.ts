import { sql } from 'drizzle-orm';
import type { SubscriberHistory } from '../../../../contracts/email-campaigns';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/client';
import { AppError } from '../../../platform/http/app-error';
import { findSubscriberById } from '../email-repository';

interface HistoryRow {
  campaignId: string;
  campaignName: string;
  status: SubscriberHistory['items'][number]['status'];
  reason: string | null;
  sentAt: Date | null;
  openedAt: Date | null;
  clickedAt: Date | null;
  unsubscribedAt: Date | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A subscriber's campaign history: each campaign mailed (or skipped), first open, click, unsubscribe. */
export async function getSubscriberHistory(db: Executor, subscriberId: string): Promise<SubscriberHistory> {
  const subscriber = await findSubscriberById(db, subscriberId);
  if (!subscriber) throw new AppError(404, 'NOT_FOUND', 'Subscriber not found');
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select r.campaign_id as "campaignId", c.name as "campaignName", r.status, r.reason, r.sent_at as "sentAt",
          min(e.created_at) filter (where e.type = 'open') as "openedAt",
          min(e.created_at) filter (where e.type = 'click') as "clickedAt",
          min(e.created_at) filter (where e.type = 'unsubscribe') as "unsubscribedAt"
        from email_campaign_recipients r
        join email_campaigns c on c.id = r.campaign_id
        left join email_campaign_events e on e.recipient_id = r.id
        where r.email = ${subscriber.email}
        group by r.id, c.name, c.started_at
        order by c.started_at desc nulls last
        limit 100`,
  );
  return {
    email: subscriber.email,
    unsubscribedAt: iso(subscriber.unsubscribedAt),
    items: rows.map((r) => ({
      campaignId: r.campaignId,
      campaignName: r.campaignName,
      status: r.status,
      reason: r.reason,
      sentAt: iso(r.sentAt),
      openedAt: iso(r.openedAt),
      clickedAt: iso(r.clickedAt),
      unsubscribedAt: iso(r.unsubscribedAt),
    })),
  };
}
