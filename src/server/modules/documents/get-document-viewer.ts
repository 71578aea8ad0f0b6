import type { DocumentViewer } from '../../../domain/document-access';
import type { Database } from '../../db/client';
import type { SignedInUser } from '../../platform/auth/guards';
import { getOrCreateProfile } from '../profiles/get-or-create-profile';

/** Role and investor status of the signed-in user, read through the profiles module; null for a visitor. */
export async function getDocumentViewer(
  db: Database,
  user: SignedInUser | null,
  options: { demoMode: boolean },
): Promise<DocumentViewer> {
  if (!user) return null;
  const profile = await getOrCreateProfile(db, user, options);
  return { role: profile.role, investorStatus: profile.investorStatus };
}
