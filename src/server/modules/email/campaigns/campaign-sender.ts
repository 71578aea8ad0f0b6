import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES } from '../../../../contracts/email-campaigns';
import {
  CAMPAIGN_BATCH_PAUSE_MS,
  CAMPAIGN_BATCH_SIZE,
  campaignContentProblems,
  firstNameOf,
  pauseAfterBatch,
} from '../../../../domain/email-campaign';
import type { EmailCategory } from '../../../../domain/email-consent';
import type { Database } from '../../../db/client';
import { mailOutbox } from '../../../db/schema/platform';
import type { Mailer } from '../../../platform/mailer/mailer';
import type { EmailLinks } from '../email-links';
import {
  addProgress,
  claimBatch,
  markRecipient,
  markRecipients,
  moveCampaign,
  recountProgress,
  releaseLease,
  resolveSendList,
  rowsLeftSending,
  takeLease,
  type CampaignRow,
  type ClaimedRecipient,
} from './campaign-repository';
import { personalise, personaliseForDigest, prepareCampaign } from './campaign-content';
import { findSuppressedAmong } from '../../../platform/mailer/suppression';
import { mayReceiveBatch, type MayReceiveBatch } from './may-receive-batch';
import { findDigestHolders, holdForDigest } from '../digest/hold-for-digest';
import type { TrackingLinks } from './tracking-links';

/** Campaign mails are newsletters: the preference category a recipient can turn off. */
export const CAMPAIGN_CATEGORY: EmailCategory = 'newsletters';
/** The outbox template name and the header naming the campaign (as listmonk's X-Listmonk-Campaign). */
export const CAMPAIGN_TEMPLATE = 'campaign';
export const CAMPAIGN_HEADER = 'X-Vino-Campaign';

export interface CampaignSenderDeps {
  db: Database;
  mailer: Mailer;
  emailLinks: EmailLinks;
  tracking: TrackingLinks;
  publicUrl: string;
  /** Spec section 9: 100 and 1 s; tests and the bench change them. */
  batchSize?: number;
  pauseMs?: number;
  /** A job sends for this long, then hands over to a fresh job (keeps each job short). */
  sliceMs?: number;
  leaseMs?: number;
  /** Pauses the campaign when at least this many mails of one batch fail (and at least half of it). */
  errorThreshold?: number;
  /** The send rule (spec section 5) for a batch; tests inject a failing lookup through it. */
  mayReceive?: MayReceiveBatch;
  /** Mails of one batch in flight at once (the transport's latency overlaps). */
  concurrency?: number;
  /** Which of `emails` the mailer already took for this campaign (resume after a crash). */
  alreadyMailed?: (campaign: CampaignRow, emails: string[]) => Promise<Set<string>>;
  sleep?: (ms: number) => Promise<void>;
}

export type SliceOutcome = 'done' | 'continue' | 'stopped';

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a slice of a campaign: resolves the send list on the first run, settles rows a dead
 * sender left claimed, then sends batch after batch (claim, ask the send rule, mail, mark) with the
 * throttle between batches, until the list is done, the slice's time is up ('continue': the job
 * enqueues the next slice), or the campaign was paused or cancelled. `maxBatches` stops early (a
 * crash between batches, in tests).
 */
export async function sendCampaignSlice(
  deps: CampaignSenderDeps,
  campaignId: string,
  options: { maxBatches?: number } = {},
): Promise<SliceOutcome> {
  const { db } = deps;
  const batchSize = deps.batchSize ?? CAMPAIGN_BATCH_SIZE;
  const pauseMs = deps.pauseMs ?? CAMPAIGN_BATCH_PAUSE_MS;
  const sliceMs = deps.sliceMs ?? 20_000;
  const leaseMs = deps.leaseMs ?? 120_000;
  const threshold = deps.errorThreshold ?? 10;
  const allowed = deps.mayReceive ?? mayReceiveBatch(db);
  const concurrency = deps.concurrency ?? 4;
  const sleep = deps.sleep ?? sleepMs;

  // A scheduled campaign whose time has come starts here.
  await db.execute(sql`update email_campaigns set status = 'sending', updated_at = now()
    where id = ${campaignId} and status = 'scheduled' and scheduled_at <= now()`);
  let campaign = await takeLease(db, campaignId, leaseMs, false);
  if (!campaign) return 'stopped';
  try {
    if (!campaign.startedAt) {
      const problems = campaignContentProblems(campaign.subject, campaign.content);
      if (problems.length) return await fail(deps, campaign, problems.join(' '));
      const total = await db.transaction(async (tx) => {
        const n = await resolveSendList(tx, campaign!, new Date());
        await tx.execute(
          sql`update email_campaigns set started_at = now(), total_count = ${n} where id = ${campaignId}`,
        );
        return n;
      });
      if (total === 0) return await fail(deps, campaign, CAMPAIGN_MESSAGES.emptyAudience);
      campaign = { ...campaign, startedAt: new Date(), totalCount: total };
    } else {
      await settleLeftovers(deps, campaign);
    }

    const prepared = prepareCampaign(campaign, deps.publicUrl);
    const sliceStart = Date.now();
    for (let batch = 0; ; batch++) {
      if (options.maxBatches !== undefined && batch >= options.maxBatches) return 'stopped';
      if (Date.now() - sliceStart >= sliceMs) return 'continue';
      const batchStart = Date.now();
      // Paused or cancelled by an admin: stop before claiming anything more.
      if (batch > 0 && !(await takeLease(db, campaignId, leaseMs, true))) return 'stopped';
      const recipients = await claimBatch(db, campaignId, batchSize);
      if (!recipients.length) {
        await moveCampaign(db, campaignId, ['sending'], { status: 'sent', sentAt: new Date(), lastError: null });
        return 'done';
      }
      const delta = { sent: 0, skipped: 0, failed: 0, digest: 0 };
      let lastError = '';
      let verdicts: Map<string, boolean>;
      try {
        verdicts = await allowed(
          CAMPAIGN_CATEGORY,
          recipients.map((r) => r.email),
        );
      } catch {
        verdicts = new Map(); // spec section 5: a preference that cannot be read is not a yes
      }
      // A bounced or complaining address is counted as skipped here; the mailer would refuse it anyway.
      const suppressed = await findSuppressedAmong(
        db,
        recipients.map((r) => r.email),
      );
      // Without its recipient row (removed since the list was resolved) there is no unsubscribe link: skipped.
      const mayGo = (r: ClaimedRecipient): r is ClaimedRecipient & { preferencesId: string } =>
        verdicts.get(r.email) === true && r.preferencesId !== null && !suppressed.has(r.email.toLowerCase());
      const skipped = recipients.filter((r) => !mayGo(r));
      const sent: string[] = [];
      const allowedNow = recipients.filter(mayGo);
      // A person who chose a daily, weekly or monthly frequency gets this in their digest instead.
      const holders = await findDigestHolders(
        db,
        allowedNow.map((r) => r.email),
      );
      const held = allowedNow.filter((r) => holders.has(r.email));
      const queue = allowedNow.filter((r) => !holders.has(r.email));
      const valuesFor = (r: ClaimedRecipient & { preferencesId: string }) => {
        const name = r.name ?? '';
        return {
          first_name: firstNameOf(name),
          name: name || 'there',
          email: r.email,
          unsubscribe_url: deps.emailLinks.unsubscribeUrl(r.preferencesId),
          preferences_url: deps.emailLinks.preferencesUrl(r.preferencesId),
        };
      };
      const sendOne = async (r: ClaimedRecipient & { preferencesId: string }) => {
        const mail = personalise(prepared, valuesFor(r), {
          click: (url) => deps.tracking.clickUrl(r.id, url),
          openPixel: deps.tracking.openPixelUrl(r.id),
        });
        try {
          await deps.mailer.send({
            to: r.email,
            template: CAMPAIGN_TEMPLATE,
            headers: { ...deps.emailLinks.listUnsubscribeHeaders(r.preferencesId), [CAMPAIGN_HEADER]: campaignId },
            ...mail,
          });
          sent.push(r.id);
        } catch (err) {
          lastError = err instanceof Error ? err.message : String(err);
          await markRecipient(db, r.id, 'failed', lastError.slice(0, 500));
          delta.failed++;
        }
      };
      // Held and marked in one transaction: a resumed batch finds the rows either held or pending.
      if (held.length)
        await db.transaction(async (tx) => {
          await holdForDigest(
            tx,
            held.map((r) => ({
              email: r.email,
              category: CAMPAIGN_CATEGORY,
              campaignRecipientId: r.id,
              ...personaliseForDigest(prepared, valuesFor(r)),
            })),
          );
          await markRecipients(
            tx,
            held.map((r) => r.id),
            'digest',
            "Queued for the recipient's digest (their chosen frequency).",
          );
        });
      delta.digest = held.length;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
          for (let r = queue.shift(); r; r = queue.shift()) await sendOne(r);
        }),
      );
      // Marked per batch: a crash before this line leaves the rows 'sending', settled on resume.
      await markRecipients(db, sent, 'sent');
      await markRecipients(
        db,
        skipped.map((r) => r.id),
        'skipped',
        'The newsletter preference is off or could not be read.',
      );
      delta.sent = sent.length;
      delta.skipped = skipped.length;
      await addProgress(db, campaignId, delta);
      if (delta.failed >= threshold && delta.failed * 2 >= recipients.length) {
        await moveCampaign(db, campaignId, ['sending'], {
          status: 'paused',
          lastError: `Paused: ${delta.failed} of ${recipients.length} mails in one batch failed (${lastError}). Resume retries them.`,
        });
        return 'stopped';
      }
      if (recipients.length === batchSize) await sleep(pauseAfterBatch(pauseMs, Date.now() - batchStart));
    }
  } finally {
    await releaseLease(db, campaignId);
  }
}

async function fail(deps: CampaignSenderDeps, campaign: CampaignRow, reason: string): Promise<'stopped'> {
  await moveCampaign(deps.db, campaign.id, ['sending'], { status: 'failed', lastError: reason });
  return 'stopped';
}

/**
 * Rows a dead sender left claimed ('sending'): mailed if the mailer took them (then 'sent'), else
 * back to 'pending'. So a resumed campaign neither mails anyone twice nor misses anyone.
 */
async function settleLeftovers(deps: CampaignSenderDeps, campaign: CampaignRow): Promise<void> {
  const rows = await rowsLeftSending(deps.db, campaign.id);
  if (!rows.length) return;
  const mailed = await (deps.alreadyMailed ?? mailedThroughOutbox(deps.db))(
    campaign,
    rows.map((r) => r.email),
  );
  for (const row of rows) await markRecipient(deps.db, row.id, mailed.has(row.email) ? 'sent' : 'pending');
  await recountProgress(deps.db, campaign.id);
}

/** The mailer records every mail in the outbox first: a campaign mail there was taken. */
export function mailedThroughOutbox(db: Database) {
  return async (campaign: CampaignRow, emails: string[]): Promise<Set<string>> => {
    const rows = await db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        and(
          gte(mailOutbox.createdAt, campaign.startedAt ?? campaign.createdAt),
          eq(mailOutbox.template, CAMPAIGN_TEMPLATE),
          sql`${mailOutbox.headers}->>${CAMPAIGN_HEADER} = ${campaign.id}`,
          inArray(mailOutbox.to, emails),
        ),
      );
    return new Set(rows.map((r) => r.to.toLowerCase()));
  };
}
