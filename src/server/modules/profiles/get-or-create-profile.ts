import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { findProfileById, insertDefaultProfile, type ProfileRow } from './profile-repository';

export interface ProfileOwner {
  id: string;
  email: string;
  name: string;
}

/**
 * Profile loading as core spec section 4: select by user id; if none exists, insert the default
 * profile (section 3 defaults). In demo mode a new account's KYC is approved by a sandbox check
 *, recorded in the audit log, so a newcomer can try every feature.
 */
export async function getOrCreateProfile(
  db: Database,
  owner: ProfileOwner,
  options: { demoMode: boolean },
): Promise<ProfileRow> {
  const existing = await findProfileById(db, owner.id);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    await insertDefaultProfile(tx, {
      id: owner.id,
      email: owner.email,
      fullName: owner.name || null,
      ...(options.demoMode ? { kycStatus: 'approved' as const } : {}),
    });
    await writeAuditLog(tx, {
      actorUserId: owner.id,
      action: options.demoMode ? 'profile.create.sandbox_kyc_approved' : 'profile.create',
      entityType: 'user_profile',
      entityId: owner.id,
    });
  });
  const created = await findProfileById(db, owner.id);
  if (!created) throw new Error(`Profile for ${owner.id} could not be created`);
  return created;
}
