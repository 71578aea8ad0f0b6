import { KYC_VERIFICATION_HREF } from '../../../contracts/market';
import type { KycSubmission } from '../../../contracts/kyc';
import { writeAuditLog } from '../../platform/audit-log';
import type { SignedInUser } from '../../platform/auth/guards';
import {
  kycApprovedTemplate,
  kycRejectedTemplate,
  renderTemplate,
} from '../../platform/mailer/templates/mail-templates';
import { createNotification } from '../../platform/notifications/notifications';
import { setProfileKycStatus } from '../profiles/profiles-module';
import type { KycContext, RequestMeta } from './kyc-context';
import { kycConflict } from './kyc-conflict';
import { toKycSubmission } from './kyc-mapper';
import { decideOpenSubmission, findSubmissionView, type KycSubmissionView } from './kyc-repository';

export type KycDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * Approve or reject (operator spec section 4): a pending case, or one under review by this admin,
 * becomes final; the user's profile KYC status follows, a rejection's reason is stored as review
 * notes. The decision, the profile, the in-app notification and the audit row commit together; the
 * e-mail (KYC approved / KYC rejected template) is sent after the commit.
 */
export async function decideKycSubmission(
  ctx: KycContext,
  admin: SignedInUser,
  id: string,
  decision: KycDecision,
  meta: RequestMeta,
): Promise<KycSubmission> {
  const reviewNotes = decision.status === 'rejected' ? decision.reason.trim() : null;
  const decided = await ctx.db.transaction(async (tx) => {
    const row = await decideOpenSubmission(tx, id, admin.id, { status: decision.status, reviewNotes, now: new Date() });
    if (!row) return null;
    await setProfileKycStatus(tx, row.userId, decision.status);
    await writeAuditLog(tx, {
      actorUserId: admin.id,
      action: `kyc.${decision.status}`,
      entityType: 'kyc_submission',
      entityId: id,
      data: { userId: row.userId, after: decision.status, ...(reviewNotes ? { reviewNotes } : {}) },
      ...meta,
    });
    await createNotification(tx, {
      userId: row.userId,
      type: 'kyc',
      title: decision.status === 'approved' ? 'Identity verified' : 'Identity verification not approved',
      message:
        decision.status === 'approved'
          ? 'Your KYC documents were approved. You can now buy and trade VINO.'
          : `Your KYC documents were rejected: ${reviewNotes}. You may submit new documents.`,
      link: KYC_VERIFICATION_HREF,
    });
    return row;
  });
  if (!decided) throw await kycConflict(ctx.db, id);
  await ctx.events.emit('kyc.status-changed', { userId: decided.userId, status: decision.status });
  const view = (await findSubmissionView(ctx.db, id))!;
  await sendDecisionMail(ctx, view);
  return toKycSubmission(view);
}

/** The decision is committed: a mail failure is logged, never the reviewer's error. */
async function sendDecisionMail(ctx: KycContext, view: KycSubmissionView): Promise<void> {
  try {
    const mail =
      view.status === 'approved'
        ? await renderTemplate(kycApprovedTemplate, {
            user_name: view.userName,
            dashboard_url: `${ctx.publicUrl}/dashboard`,
            investment_url: `${ctx.publicUrl}/investment`,
          })
        : await renderTemplate(kycRejectedTemplate, {
            user_name: view.userName,
            kyc_url: `${ctx.publicUrl}${KYC_VERIFICATION_HREF}`,
            reason: view.reviewNotes ?? '',
          });
    await ctx.mailer.send({ ...mail, to: view.userEmail });
  } catch (error) {
    ctx.log.error({ err: error, submissionId: view.id }, 'KYC decision e-mail failed');
  }
}
