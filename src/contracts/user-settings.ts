import { CURRENCIES, EMAIL_FREQUENCIES, LANGUAGES, THEMES } from '../domain/user-settings';
import { z } from './zod';

/** A profile text of at most `max` characters; the message is the one the settings form shows too. */
const profileText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** The settings panel's five sections (investor spec section 3), as GET/PUT /api/v1/me/settings carry them. */
export const SettingsProfileSchema = z.object({
  displayName: profileText('Display name', 120),
  /** Read only here: the e-mail changes through the auth flow. */
  email: z.string(),
  phone: profileText('Phone', 40),
  company: profileText('Company', 120),
  bio: profileText('Bio', 2000),
});

export const NotificationSettingsSchema = z.object({
  priceAlerts: z.boolean(),
  portfolioUpdates: z.boolean(),
  marketNews: z.boolean(),
  exclusiveOffers: z.boolean(),
  educational: z.boolean(),
  events: z.boolean(),
  emailFrequency: z.enum(EMAIL_FREQUENCIES),
});

export const PrivacySettingsSchema = z.object({
  showPortfolio: z.boolean(),
  showActivity: z.boolean(),
  analyticsOptIn: z.boolean(),
  marketingOptIn: z.boolean(),
});

export const DisplaySettingsSchema = z.object({
  theme: z.enum(THEMES),
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
  compactMode: z.boolean(),
});

export const SecuritySettingsSchema = z.object({
  /** From the auth server (Better Auth two-factor), never set through this endpoint. */
  twoFactorEnabled: z.boolean(),
  apiKeyVisible: z.boolean(),
});

export const UserSettingsSchema = z.object({
  profile: SettingsProfileSchema,
  notifications: NotificationSettingsSchema,
  privacy: PrivacySettingsSchema,
  display: DisplaySettingsSchema,
  security: SecuritySettingsSchema,
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** What Save Changes sends: everything but the read-only e-mail and two-factor state. */
export const SaveSettingsRequestSchema = z
  .object({
    profile: SettingsProfileSchema.omit({ email: true }).strict(),
    notifications: NotificationSettingsSchema.strict(),
    privacy: PrivacySettingsSchema.strict(),
    display: DisplaySettingsSchema.strict(),
    security: SecuritySettingsSchema.pick({ apiKeyVisible: true }).strict(),
  })
  .strict();
export type SaveSettingsRequest = z.infer<typeof SaveSettingsRequestSchema>;

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully!',
  unsaved: 'Unsaved changes',
} as const;
