import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { emailCampaignEvents, emailCampaignRecipients } from '../../../db/schema/email-campaigns';

/** How long after a campaign mail an unsubscribe, bounce or complaint is put down to it. */
const ATTRIBUTION_MS = 30 * 86_400_000;

async function recipientRow(db: Executor, id: string) {
  const [row] = await db
    .select({ id: emailCampaignRecipients.id, campaignId: emailCampaignRecipients.campaignId })
    .from(emailCampaignRecipients)
    .where(and(eq(emailCampaignRecipients.id, id), eq(emailCampaignRecipients.status, 'sent')))
    .limit(1);
  return row;
}

/** The open pixel was loaded (every load is kept; the analytics count people, not loads). */
export async function recordOpen(db: Executor, recipientId: string): Promise<void> {
  const row = await recipientRow(db, recipientId);
  if (row) await db.insert(emailCampaignEvents).values({ campaignId: row.campaignId, recipientId, type: 'open' });
}

export async function recordClick(db: Executor, recipientId: string, url: string): Promise<void> {
  const row = await recipientRow(db, recipientId);
  if (row) await db.insert(emailCampaignEvents).values({ campaignId: row.campaignId, recipientId, type: 'click', url });
}

/**
 * An unsubscribe, bounce or complaint for an address, put down to the last campaign mailed to it
 * in the last 30 days (once per mail). The unsubscribe flow calls it; the transports' bounce and
 * complaint webhooks can too.
 */
export async function recordAddressEvent(
  db: Executor,
  email: string,
  type: 'unsubscribe' | 'bounce' | 'complaint',
): Promise<void> {
  const r = emailCampaignRecipients;
  const [row] = await db
    .select({ id: r.id, campaignId: r.campaignId })
    .from(r)
    .where(
      and(
        eq(r.email, email.trim().toLowerCase()),
        eq(r.status, 'sent'),
        gte(r.sentAt, new Date(Date.now() - ATTRIBUTION_MS)),
      ),
    )
    .orderBy(desc(r.sentAt))
    .limit(1);
  if (!row) return;
  await db.execute(sql`
    insert into ${emailCampaignEvents} (campaign_id, recipient_id, type)
    select ${row.campaignId}, ${row.id}, ${type}
    where not exists (select 1 from ${emailCampaignEvents} where recipient_id = ${row.id} and type = ${type})`);
}
