import type { UpdateProfileRequest } from '../../../contracts/profile';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { writeAuditLog } from '../../platform/audit-log';
import { updateProfileById, type ProfileRow } from './profile-repository';

/** A user changes their own profile fields; role, KYC and investor status are never touched here. */
export async function updateMyProfile(
  db: Database,
  userId: string,
  patch: UpdateProfileRequest,
  meta: { ipAddress: string; requestId: string },
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const updated = await updateProfileById(tx, userId, {
      ...(patch.full_name !== undefined && { fullName: patch.full_name }),
      ...(patch.phone !== undefined && { phone: patch.phone }),
      ...(patch.company !== undefined && { company: patch.company }),
      ...(patch.investment_range !== undefined && { investmentRange: patch.investment_range }),
      ...(patch.bio !== undefined && { bio: patch.bio }),
      ...(patch.investment_goals !== undefined && { investmentGoals: patch.investment_goals }),
      ...(patch.risk_tolerance !== undefined && { riskTolerance: patch.risk_tolerance }),
      ...(patch.investment_amount_range !== undefined && { investmentAmountRange: patch.investment_amount_range }),
      ...(patch.notification_preferences !== undefined && { notificationPreferences: patch.notification_preferences }),
      ...(patch.onboarding_completed !== undefined && { onboardingCompleted: patch.onboarding_completed }),
      ...(patch.dashboard_preferences !== undefined && { dashboardPreferences: patch.dashboard_preferences }),
      ...(patch.preferences !== undefined && { preferences: patch.preferences }),
    });
    if (!updated) throw notFound('No user logged in or backend not configured');
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'profile.update',
      entityType: 'user_profile',
      entityId: userId,
      data: { fields: Object.keys(patch) },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
    return updated;
  });
}
