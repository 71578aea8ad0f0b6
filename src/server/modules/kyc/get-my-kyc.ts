import type { MyKyc } from '../../../contracts/kyc';
import type { SignedInUser } from '../../platform/auth/guards';
import { getOrCreateProfile } from '../profiles/profiles-module';
import type { KycContext } from './kyc-context';
import { toKycSubmission } from './kyc-mapper';
import { findLatestSubmissionView } from './kyc-repository';

/**
 * The investor's verification: the latest submission's state while it is open or decided, else the
 * profile's KYC status (an approval by the demo sandbox check, or a status an admin set, has no
 * submission behind it).
 */
export async function getMyKyc(ctx: KycContext, user: SignedInUser): Promise<MyKyc> {
  const [profile, latest] = await Promise.all([
    getOrCreateProfile(ctx.db, user, { demoMode: ctx.demoMode }),
    findLatestSubmissionView(ctx.db, user.id),
  ]);
  const open = latest?.status === 'pending' || latest?.status === 'under_review';
  const approvedByReviewer = latest?.status === 'approved';
  return {
    // A profile marked pending with nothing waiting for review has nothing to wait for.
    status: open ? latest.status : profile.kycStatus === 'pending' ? 'not_started' : profile.kycStatus,
    submission: latest ? toKycSubmission(latest) : null,
    canSubmit: !open && profile.kycStatus !== 'approved',
    sandboxApproved: ctx.demoMode && profile.kycStatus === 'approved' && !approvedByReviewer,
  };
}
