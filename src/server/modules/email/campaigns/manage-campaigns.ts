import { and, eq, sql } from 'drizzle-orm';
import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
} from '../../../../contracts/email-campaigns';
import { campaignContentProblems, canDo, firstNameOf, type CampaignAction } from '../../../../domain/email-campaign';
import type { Database, Executor } from '../../../db/client';
import { emailCampaignRecipients, emailCampaigns } from '../../../db/schema/email-campaigns';
import { writeAuditLog } from '../../../platform/audit-log';
import { AppError } from '../../../platform/http/app-error';
import type { Mailer } from '../../../platform/mailer/mailer';
import type { EmailLinks } from '../email-links';
import { getOrCreateRecipient, normalizeEmail } from '../email-repository';
import { personalise, prepareCampaign } from './campaign-content';
import { enqueueCampaignSend } from './campaign-job';
import { countAudience, findCampaign, moveCampaign, type CampaignRow } from './campaign-repository';
import { findCampaignWithStats } from './campaign-stats';

export interface Actor {
  userId: string;
  email: string;
  name: string;
  ipAddress: string;
  requestId: string;
}

interface Deps {
  db: Database;
  mailer: Mailer;
  links: EmailLinks;
  publicUrl: string;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Campaign not found');
const notAllowed = () => new AppError(409, 'CAMPAIGN_STATE', CAMPAIGN_MESSAGES.notAllowed);
const audit = (db: Executor, actor: Actor, action: string, id: string, data: Record<string, unknown> = {}) =>
  writeAuditLog(db, {
    actorUserId: actor.userId,
    action,
    entityType: 'email_campaign',
    entityId: id,
    data,
    ipAddress: actor.ipAddress,
    requestId: actor.requestId,
  });

async function load(db: Database, id: string): Promise<CampaignRow> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound();
  return row;
}

/** Save as Draft: a new campaign. */
export async function createCampaign(deps: Deps, input: CampaignInput, actor: Actor): Promise<Campaign> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(emailCampaigns)
      .values({ ...input, status: 'draft', createdBy: actor.userId })
      .returning();
    await audit(tx, actor, 'email_campaign.create', created!.id, { name: input.name });
    return created!;
  });
  return findCampaignWithStats(deps.db, row);
}

/** Edit a draft or a scheduled campaign (its schedule stays). */
export async function updateCampaign(deps: Deps, id: string, input: CampaignInput, actor: Actor): Promise<Campaign> {
  const current = await load(deps.db, id);
  if (!canDo('edit', current.status)) throw notAllowed();
  const row = await moveCampaign(deps.db, id, ['draft', 'scheduled'], { ...input, status: current.status });
  if (!row) throw notAllowed();
  await audit(deps.db, actor, 'email_campaign.update', id, { name: input.name });
  return findCampaignWithStats(deps.db, row);
}

/** What stops a send before it is queued (the job checks again: spec section 5, it aborts). */
async function assertSendable(deps: Deps, campaign: CampaignRow): Promise<void> {
  const problems = campaignContentProblems(campaign.subject, campaign.content);
  if (problems.length) throw new AppError(400, 'CAMPAIGN_CONTENT', problems.join(' '));
  if ((await countAudience(deps.db, campaign.audienceSegment, new Date())) === 0)
    throw new AppError(400, 'CAMPAIGN_EMPTY_AUDIENCE', CAMPAIGN_MESSAGES.emptyAudience);
}

/**
 * Send Now, Schedule, Pause, Resume, Cancel. Send Now and Resume queue the sending job; Schedule
 * queues it for its time; Pause and Cancel are seen by the sender before its next batch.
 */
export async function runCampaignAction(
  deps: Deps,
  id: string,
  action: Exclude<CampaignAction, 'edit'>,
  actor: Actor,
  scheduledAt?: Date,
): Promise<Campaign> {
  const current = await load(deps.db, id);
  if (!canDo(action, current.status)) throw notAllowed();
  if (action === 'sendNow' || action === 'schedule') await assertSendable(deps, current);
  if (action === 'schedule' && (!scheduledAt || scheduledAt.getTime() <= Date.now()))
    throw new AppError(400, 'VALIDATION_ERROR', 'Choose a time in the future', {
      scheduledAt: 'Choose a time in the future',
    });
  const row = await deps.db.transaction(async (tx) => {
    let moved: CampaignRow | undefined;
    switch (action) {
      case 'sendNow':
        moved = await moveCampaign(tx, id, ['draft', 'scheduled'], { status: 'sending', lastError: null });
        if (moved) await enqueueCampaignSend(tx, id);
        break;
      case 'schedule':
        moved = await moveCampaign(tx, id, ['draft', 'scheduled'], { status: 'scheduled', scheduledAt });
        if (moved) await enqueueCampaignSend(tx, id, scheduledAt);
        break;
      case 'pause':
        moved = await moveCampaign(tx, id, ['sending'], { status: 'paused' });
        break;
      case 'resume':
        moved = await moveCampaign(tx, id, ['paused'], { status: 'sending', lastError: null });
        if (moved) {
          // Mails the transport refused are tried again; sent and skipped rows never are.
          await tx
            .update(emailCampaignRecipients)
            .set({ status: 'pending', reason: null })
            .where(and(eq(emailCampaignRecipients.campaignId, id), eq(emailCampaignRecipients.status, 'failed')));
          await tx.execute(sql`update email_campaigns set failed_count = 0 where id = ${id}`);
          await enqueueCampaignSend(tx, id);
        }
        break;
      case 'cancel':
        moved = await moveCampaign(tx, id, ['scheduled', 'sending', 'paused'], { status: 'cancelled' });
        break;
    }
    if (moved) await audit(tx, actor, `email_campaign.${action}`, id, { scheduledAt });
    return moved;
  });
  if (!row) throw notAllowed();
  return findCampaignWithStats(deps.db, row);
}

/** The mail as the recipient sees it, for a sample recipient (the admin), and what stops a send. */
export function previewCampaign(
  deps: Deps,
  input: { subject: string; content: string },
  actor: Pick<Actor, 'email' | 'name'>,
): CampaignPreview {
  const mail = personalise(prepareCampaign(input, deps.publicUrl), sampleValues(deps, actor, 'preview'), {});
  return { ...mail, problems: campaignContentProblems(input.subject, input.content) };
}

function sampleValues(deps: Deps, actor: Pick<Actor, 'email' | 'name'>, recipientId: string) {
  return {
    first_name: firstNameOf(actor.name),
    name: actor.name || 'there',
    email: actor.email,
    unsubscribe_url: deps.links.unsubscribeUrl(recipientId),
    preferences_url: deps.links.preferencesUrl(recipientId),
  };
}

/** Send a test to yourself: the unsaved content, to the admin's own address, untracked. */
export async function sendTestCampaign(
  deps: Deps,
  input: { subject: string; content: string },
  actor: Actor,
): Promise<{ ok: true; message: string }> {
  const problems = campaignContentProblems(input.subject, input.content);
  if (problems.length) throw new AppError(400, 'CAMPAIGN_CONTENT', problems.join(' '));
  const recipient = await getOrCreateRecipient(deps.db, normalizeEmail(actor.email));
  const mail = personalise(prepareCampaign(input, deps.publicUrl), sampleValues(deps, actor, recipient.id), {});
  await deps.mailer.send({
    to: actor.email,
    template: 'campaign-test',
    headers: deps.links.listUnsubscribeHeaders(recipient.id),
    ...mail,
    subject: `[Test] ${mail.subject}`,
  });
  return { ok: true, message: CAMPAIGN_MESSAGES.testSent };
}
