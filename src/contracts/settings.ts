import { LAUNCH_PRICE_USD, PRESALE_PRICE_USD } from '../domain/constants';
import { z } from './zod';

/**
 * Every platform setting, grouped as the admin settings screen groups them, with the defaults of
 * section 9 of the core and operator specs. Stored one row per group in the `settings` table;
 * a missing group or field falls back to these defaults.
 */
export const SecuritySettingsSchema = z.object({
  maxUsersPerDay: z.number().int().min(0).default(1000),
  twoFactorRequired: z.boolean().default(true),
  sessionTimeoutSeconds: z.number().int().min(60).default(3600),
  maxLoginAttempts: z.number().int().min(1).max(100).default(5),
  passwordMinLength: z.number().int().min(6).max(128).default(12),
  ipWhitelisting: z.boolean().default(false),
  apiRateLimitPerHour: z.number().int().min(1).default(1000),
});

export const PlatformSettingsSchema = z.object({
  maintenanceMode: z.boolean().default(false),
  registrationEnabled: z.boolean().default(true),
  tradingEnabled: z.boolean().default(true),
  stakingEnabled: z.boolean().default(true),
  kycRequired: z.boolean().default(true),
});

export const NotificationSettingsSchema = z.object({
  emailNotifications: z.boolean().default(true),
  pushNotifications: z.boolean().default(true),
  smsNotifications: z.boolean().default(false),
  systemAlerts: z.boolean().default(true),
  maintenanceNotices: z.boolean().default(true),
  priceAlerts: z.boolean().default(true),
});

export const TradingSettingsSchema = z.object({
  minimumTradeAmount: z.number().min(0).default(100),
  maximumTradeAmount: z.number().min(0).default(1_000_000),
  tradingFeePercent: z.number().min(0).max(100).default(0.1),
  maxSlippagePercent: z.number().min(0).max(100).default(5),
  orderTimeoutSeconds: z.number().int().min(1).default(300),
  dailyVolumeLimit: z.number().min(0).default(50_000_000),
});

export const BlockchainSettingsSchema = z.object({
  gasPriceGwei: z.number().min(0).default(25),
  confirmationBlocks: z.number().int().min(0).default(3),
  networkTimeoutSeconds: z.number().int().min(1).default(30),
  autoRetry: z.boolean().default(true),
  maxRetries: z.number().int().min(0).default(3),
});

/** Presale offer: the countdown on the home page counts to `endsAt`. */
export const PresaleSettingsSchema = z.object({
  priceUsd: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default(PRESALE_PRICE_USD),
  launchPriceUsd: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default(LAUNCH_PRICE_USD),
  /** ISO time; when absent the seed sets it to 7d 21h 45m 30s after first start (the spec's countdown). */
  endsAt: z.iso.datetime().nullable().default(null),
});

export const SETTINGS_GROUPS = {
  security: SecuritySettingsSchema,
  platform: PlatformSettingsSchema,
  notifications: NotificationSettingsSchema,
  trading: TradingSettingsSchema,
  blockchain: BlockchainSettingsSchema,
  presale: PresaleSettingsSchema,
} as const;

export type SettingsGroup = keyof typeof SETTINGS_GROUPS;

export const SettingsSchema = z.object({
  security: SecuritySettingsSchema.prefault({}),
  platform: PlatformSettingsSchema.prefault({}),
  notifications: NotificationSettingsSchema.prefault({}),
  trading: TradingSettingsSchema.prefault({}),
  blockchain: BlockchainSettingsSchema.prefault({}),
  presale: PresaleSettingsSchema.prefault({}),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

export const SettingsGroupSchema = z.enum([
  'security',
  'platform',
  'notifications',
  'trading',
  'blockchain',
  'presale',
]);

/** An admin's change to one group: any subset of its fields, each validated by the group's schema. */
export const UpdateSettingsRequestSchema = z.object({
  group: SettingsGroupSchema,
  values: z.record(z.string(), z.unknown()),
});

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const AuditLogListSchema = z.object({ items: z.array(AuditLogEntrySchema) });
