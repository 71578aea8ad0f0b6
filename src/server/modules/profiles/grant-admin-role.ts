import type { Executor } from '../../db/client';
import { findProfileById, insertDefaultProfile, updateProfileById } from './profile-repository';

/**
 * Makes the account an admin (its profile created if it has none yet) and answers the role it had
 * before (null: no profile). The caller writes the audit row in the same transaction.
 */
export async function grantAdminRole(
  tx: Executor,
  owner: { id: string; email: string; name: string },
): Promise<{ previousRole: string | null }> {
  const profile = await findProfileById(tx, owner.id);
  if (!profile)
    await insertDefaultProfile(tx, { id: owner.id, email: owner.email, fullName: owner.name, role: 'admin' });
  else if (profile.role !== 'admin') await updateProfileById(tx, owner.id, { role: 'admin' });
  return { previousRole: profile?.role ?? null };
}
