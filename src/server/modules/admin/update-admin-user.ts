import { ADMIN_USER_MESSAGES, type AdminUserDetail, type UpdateAdminUserRequest } from '../../../contracts/admin-users';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { toInvestorStatus } from './admin-users-mapper';
import { lockAdminIds, lockProfile, updateProfileStatus } from '../profiles/profiles-module';
import { getAdminUser } from './get-admin-user';

export interface AdminUserChange {
  actorUserId: string;
  targetUserId: string;
  changes: UpdateAdminUserRequest;
  ipAddress: string | null;
  requestId: string | null;
  now: Date;
}

/**
 * Save Changes of the detail modal: role, KYC status and investor status, persisted and audited with
 * before/after in one transaction. Guard rails: an admin cannot drop their own admin role, and the
 * last admin keeps theirs (every admin row is locked first, so two concurrent demotions serialise).
 * The guards read the role from user_profiles on every request, so the change applies to the
 * user's very next request; nothing caches it.
 */
export async function updateAdminUser(db: Database, input: AdminUserChange): Promise<AdminUserDetail> {
  const { changes } = input;
  await db.transaction(async (tx) => {
    const adminIds = changes.role !== undefined ? await lockAdminIds(tx) : [];
    const current = await lockProfile(tx, input.targetUserId);
    if (!current) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (changes.role !== undefined && current.role === 'admin' && changes.role !== 'admin') {
      if (input.targetUserId === input.actorUserId) throw new AppError(409, 'OWN_ROLE', ADMIN_USER_MESSAGES.ownRole);
      if (!adminIds.some((id) => id !== input.targetUserId))
        throw new AppError(409, 'LAST_ADMIN', ADMIN_USER_MESSAGES.lastAdmin);
    }
    const previous = {
      role: current.role,
      kycStatus: current.kycStatus,
      investorStatus: toInvestorStatus(current.investorStatus),
    };
    const changed = (Object.keys(changes) as (keyof UpdateAdminUserRequest)[]).filter(
      (field) => changes[field] !== undefined && changes[field] !== previous[field],
    );
    if (changed.length === 0) return;
    const before = Object.fromEntries(changed.map((f) => [f, previous[f]]));
    const after = Object.fromEntries(changed.map((f) => [f, changes[f]]));
    await updateProfileStatus(tx, input.targetUserId, after, input.now);
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: 'admin.user.update',
      entityType: 'user_profile',
      entityId: input.targetUserId,
      data: { before, after },
      ipAddress: input.ipAddress,
      requestId: input.requestId,
    });
  });
  return getAdminUser(db, input.targetUserId, input.now);
}
