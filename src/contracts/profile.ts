import { z } from './zod';
import { ROLES } from '../domain/constants';

export const RoleSchema = z.enum(ROLES);
export const KycStatusSchema = z.enum(['not_started', 'pending', 'approved', 'rejected']);
export const RiskToleranceSchema = z.enum(['conservative', 'moderate', 'aggressive']);

/** user_profiles as the API returns it (core spec section 3). */
export const UserProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: RoleSchema,
  investor_status: z.string(),
  kyc_status: KycStatusSchema,
  phone: z.string().nullable(),
  company: z.string().nullable(),
  investment_range: z.string().nullable(),
  bio: z.string().nullable(),
  investment_goals: z.array(z.string()),
  risk_tolerance: RiskToleranceSchema,
  investment_amount_range: z.string(),
  notification_preferences: z.array(z.string()),
  onboarding_completed: z.boolean(),
  dashboard_preferences: z.object({ theme: z.string(), compact_mode: z.boolean() }).passthrough(),
  preferences: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** Fields a user may change on their own profile (never role, KYC or investor status). */
export const UpdateProfileRequestSchema = z
  .object({
    full_name: z.string().trim().min(1, 'Full name is required').max(120),
    phone: z.string().trim().max(40).nullable(),
    company: z.string().trim().max(120).nullable(),
    investment_range: z.string().trim().max(60).nullable(),
    bio: z.string().trim().max(2000).nullable(),
    investment_goals: z.array(z.string().max(60)).max(20),
    risk_tolerance: RiskToleranceSchema,
    investment_amount_range: z.string().max(60),
    notification_preferences: z.array(z.string().max(60)).max(20),
    onboarding_completed: z.boolean(),
    dashboard_preferences: z.object({ theme: z.enum(['dark', 'light', 'auto']), compact_mode: z.boolean() }),
    preferences: z.record(z.string(), z.unknown()),
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const MeResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  profile: UserProfileSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** The browser's session probe: always 200, with nulls for a visitor (no 401 noise in consoles). */
export const SessionResponseSchema = z.union([MeResponseSchema, z.object({ user: z.null(), profile: z.null() })]);
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
