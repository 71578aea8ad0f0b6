import type { UserProfile } from '../../../contracts/profile';
import type { ProfileRow } from './profile-repository';

/** Database row to the snake_case shape of the spec's user_profiles entity. */
export function toUserProfile(row: ProfileRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    investor_status: row.investorStatus,
    kyc_status: row.kycStatus,
    phone: row.phone,
    company: row.company,
    investment_range: row.investmentRange,
    bio: row.bio,
    investment_goals: row.investmentGoals,
    risk_tolerance: row.riskTolerance,
    investment_amount_range: row.investmentAmountRange,
    notification_preferences: row.notificationPreferences,
    onboarding_completed: row.onboardingCompleted,
    dashboard_preferences: row.dashboardPreferences,
    preferences: row.preferences,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
