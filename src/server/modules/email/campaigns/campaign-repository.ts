import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AudienceSegment } from '../../../../domain/email-consent';
import type { CampaignStatus } from '../../../../domain/email-campaign';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/client';
import { emailPreferences, newsletterSubscribers } from '../../../db/schema/email';
import { emailCampaignRecipients, emailCampaigns } from '../../../db/schema/email-campaigns';
import { subscriberFilter } from '../../reporting/reporting-module';
import { profileNameByEmailSql } from '../../profiles/profiles-module';

/** Queries of campaigns and their send lists; the use cases and the sender decide. */

export type CampaignRow = typeof emailCampaigns.$inferSelect;
export type CampaignRecipientRow = typeof emailCampaignRecipients.$inferSelect;

export async function findCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).limit(1);
  return row;
}

export async function listCampaigns(db: Executor, limit = 100): Promise<CampaignRow[]> {
  return db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id)).limit(limit);
}

/** Changes the status only if it is one of `from` (two admins, or admin and sender, racing). */
export async function moveCampaign(
  db: Executor,
  id: string,
  from: readonly CampaignStatus[],
  set: Partial<CampaignRow> & { status: CampaignStatus },
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(emailCampaigns)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.status, [...from])))
    .returning();
  return row;
}

/**
 * The audience (spec section 3) among confirmed subscribers only (double opt-in: pending and
 * unsubscribed never get marketing): all_users is the whole confirmed list; every other segment is
 * the confirmed subscribers whose address belongs to an account of the segment, the same condition
 * as the Subscriber Management segment filter.
 */
export function audienceCondition(segment: AudienceSegment, now: Date) {
  return subscriberFilter({ status: 'active', segment: segment === 'all_users' ? '' : segment }, now);
}

export async function countAudience(db: Executor, segment: AudienceSegment, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(audienceCondition(segment, now));
  return row?.n ?? 0;
}

/**
 * Resolves the audience into the send list, once, in the database (nothing is loaded into memory),
 * and makes sure each address has its recipient row (the subject of its unsubscribe link).
 * Idempotent: the unique (campaign, address) index ignores a second run. Returns the list's size.
 */
export async function resolveSendList(db: Executor, campaign: CampaignRow, now: Date): Promise<number> {
  const s = newsletterSubscribers;
  await db.execute(sql`
    insert into ${emailCampaignRecipients} (campaign_id, email, name)
    select ${campaign.id}, ${s.email}, coalesce(${s.name}, ${profileNameByEmailSql(sql`${s.email}`)})
    from ${s} where ${audienceCondition(campaign.audienceSegment, now)}
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${emailPreferences} (email)
    select email from ${emailCampaignRecipients} where campaign_id = ${campaign.id}
    on conflict do nothing`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailCampaignRecipients)
    .where(eq(emailCampaignRecipients.campaignId, campaign.id));
  return row?.n ?? 0;
}

export interface ClaimedRecipient {
  id: string;
  email: string;
  name: string | null;
  /** The address's email_preferences row: the subject of its unsubscribe and preference links. */
  preferencesId: string | null;
}

/**
 * Claims the next `size` pending rows (pending → sending) in one statement; SKIP LOCKED keeps two
 * senders from claiming the same row. Only a claimed row is ever mailed.
 */
export async function claimBatch(db: Executor, campaignId: string, size: number): Promise<ClaimedRecipient[]> {
  return queryRows<ClaimedRecipient>(
    db,
    sql`with claimed as (
          update email_campaign_recipients set status = 'sending', claimed_at = now()
          where id in (select id from email_campaign_recipients
                       where campaign_id = ${campaignId} and status = 'pending'
                       order by id limit ${size} for update skip locked)
          returning id, email, name)
        select c.id, c.email, c.name, p.id as "preferencesId"
        from claimed c left join email_preferences p on p.email = c.email
        order by c.id`,
  );
}

export async function markRecipient(
  db: Executor,
  id: string,
  status: 'sent' | 'skipped' | 'failed' | 'pending',
  reason: string | null = null,
): Promise<void> {
  await db
    .update(emailCampaignRecipients)
    .set({ status, reason, sentAt: status === 'sent' ? new Date() : null })
    .where(eq(emailCampaignRecipients.id, id));
}

/** Marks many rows of one batch at once (sent, held for a digest, or skipped with the same reason). */
export async function markRecipients(
  db: Executor,
  ids: string[],
  status: 'sent' | 'skipped' | 'digest',
  reason: string | null = null,
): Promise<void> {
  if (!ids.length) return;
  await db
    .update(emailCampaignRecipients)
    .set({ status, reason, sentAt: status === 'sent' ? new Date() : null })
    .where(inArray(emailCampaignRecipients.id, ids));
}

export async function rowsLeftSending(db: Executor, campaignId: string): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: emailCampaignRecipients.id, email: emailCampaignRecipients.email })
    .from(emailCampaignRecipients)
    .where(and(eq(emailCampaignRecipients.campaignId, campaignId), eq(emailCampaignRecipients.status, 'sending')));
}

/** Progress recounted from the send list (after a crash; the sender adds per batch otherwise). */
export async function recountProgress(db: Executor, campaignId: string): Promise<void> {
  await db.execute(sql`
    update ${emailCampaigns} c set
      sent_count = (select count(*) from email_campaign_recipients where campaign_id = c.id and status = 'sent'),
      skipped_count = (select count(*) from email_campaign_recipients where campaign_id = c.id and status = 'skipped'),
      failed_count = (select count(*) from email_campaign_recipients where campaign_id = c.id and status = 'failed'),
      digest_count = (select count(*) from email_campaign_recipients where campaign_id = c.id and status = 'digest')
    where c.id = ${campaignId}`);
}

export async function addProgress(
  db: Executor,
  campaignId: string,
  delta: { sent: number; skipped: number; failed: number; digest: number },
): Promise<void> {
  await db
    .update(emailCampaigns)
    .set({
      sentCount: sql`${emailCampaigns.sentCount} + ${delta.sent}`,
      skippedCount: sql`${emailCampaigns.skippedCount} + ${delta.skipped}`,
      failedCount: sql`${emailCampaigns.failedCount} + ${delta.failed}`,
      digestCount: sql`${emailCampaigns.digestCount} + ${delta.digest}`,
      updatedAt: new Date(),
    })
    .where(eq(emailCampaigns.id, campaignId));
}

/**
 * Takes (or renews) the campaign's lease while it is sending: one sender at a time; a sender that
 * died leaves a lease that runs out. Returns the row, or undefined when the campaign is no longer
 * sending or another live sender holds it.
 */
export async function takeLease(
  db: Executor,
  campaignId: string,
  leaseMs: number,
  renew: boolean,
): Promise<CampaignRow | undefined> {
  const until = new Date(Date.now() + leaseMs);
  const [row] = await db
    .update(emailCampaigns)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(emailCampaigns.id, campaignId),
        eq(emailCampaigns.status, 'sending'),
        renew ? undefined : sql`(${emailCampaigns.leaseUntil} is null or ${emailCampaigns.leaseUntil} < now())`,
      ),
    )
    .returning();
  return row;
}

export async function releaseLease(db: Executor, campaignId: string): Promise<void> {
  await db.update(emailCampaigns).set({ leaseUntil: null }).where(eq(emailCampaigns.id, campaignId));
}
