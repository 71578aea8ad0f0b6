import type { DocumentViewer } from '../../../domain/document-access';
import type { Database } from '../../db/client';
import type { SignedInUser } from '../../platform/auth/guards';
import { hasPremiumMembership } from '../payments/payments-module';
import { getOrCreateProfile } from '../profiles/profiles-module';

/**
 * Role and investor status of the signed-in user, read through the profiles module, and whether a
 * Premium Circle membership is active now (payments' entitlement check); null for a visitor.
 */
export async function getDocumentViewer(
  db: Database,
  user: SignedInUser | null,
  options: { demoMode: boolean },
): Promise<DocumentViewer> {
  if (!user) return null;
  const [profile, isPremium] = await Promise.all([
    getOrCreateProfile(db, user, options),
    hasPremiumMembership(db, user.id),
  ]);
  return { role: profile.role, investorStatus: profile.investorStatus, isPremium };
}
