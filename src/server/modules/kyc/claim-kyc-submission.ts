import type { KycSubmission } from '../../../contracts/kyc';
import { writeAuditLog } from '../../platform/audit-log';
import type { SignedInUser } from '../../platform/auth/guards';
import type { KycContext, RequestMeta } from './kyc-context';
import { kycConflict } from './kyc-conflict';
import { toKycSubmission } from './kyc-mapper';
import { claimPendingSubmission, findSubmissionView } from './kyc-repository';

/**
 * A reviewer claims a pending case: it becomes under_review with their name, so two reviewers never
 * decide the same case. The claim is a conditional UPDATE; the loser of a race gets 409 naming the
 * winner. Claiming a case one already holds answers it unchanged.
 */
export async function claimKycSubmission(
  ctx: KycContext,
  admin: SignedInUser,
  id: string,
  meta: RequestMeta,
): Promise<KycSubmission> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const row = await claimPendingSubmission(tx, id, admin.id, new Date());
    if (!row) return false;
    await writeAuditLog(tx, {
      actorUserId: admin.id,
      action: 'kyc.claimed',
      entityType: 'kyc_submission',
      entityId: id,
      data: { userId: row.userId, before: 'pending', after: 'under_review' },
      ...meta,
    });
    return true;
  });
  const view = await findSubmissionView(ctx.db, id);
  if (claimed || (view?.status === 'under_review' && view.reviewerId === admin.id)) return toKycSubmission(view!);
  throw await kycConflict(ctx.db, id);
}
