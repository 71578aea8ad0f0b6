import { KYC_MESSAGES } from '../../../contracts/kyc';
import { writeAuditLog } from '../../platform/audit-log';
import type { SignedInUser } from '../../platform/auth/guards';
import { AppError, notFound } from '../../platform/http/app-error';
import { getOrCreateProfile, setProfileKycStatus } from '../profiles/profiles-module';
import type { KycContext, RequestMeta } from './kyc-context';
import { hasApprovedSubmission } from './kyc-repository';

/**
 * Demo mode approves a new account's KYC by a sandbox check. A demo user who wants to
 * see the real review may drop that approval: the status returns to not_started and the upload form
 * opens. Only the sandbox's approval can be dropped (never one a reviewer decided), and only in demo mode.
 */
export async function optOutOfSandboxKyc(ctx: KycContext, user: SignedInUser, meta: RequestMeta): Promise<void> {
  if (!ctx.demoMode) throw notFound();
  const profile = await getOrCreateProfile(ctx.db, user, { demoMode: ctx.demoMode });
  if (profile.kycStatus !== 'approved' || (await hasApprovedSubmission(ctx.db, user.id)))
    throw new AppError(409, 'KYC_NOT_SANDBOX', KYC_MESSAGES.notSandboxApproved);
  await ctx.db.transaction(async (tx) => {
    await setProfileKycStatus(tx, user.id, 'not_started');
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'kyc.sandbox_opt_out',
      entityType: 'user_profile',
      entityId: user.id,
      data: { before: 'approved', after: 'not_started' },
      ...meta,
    });
  });
  await ctx.events.emit('kyc.status-changed', { userId: user.id, status: 'not_started' });
}
