import { LAUNCH_PRICE_USD, PRESALE_PRICE_USD } from '../domain/constants';
import { DEFAULT_MAX_STATEMENT_AGE_MS } from '../domain/reserve/secure-mint';
import { SETTINGS_MESSAGES } from './settings-messages';
import { z } from './zod';

/**
 * Every platform setting, grouped as the admin settings screen groups them, with the defaults of
 * section 9 of the core and operator specs. Stored one row per group in the `settings` table;
 * a missing group or field falls back to these defaults.
 */
/** Field-level messages, shared by the server's 400 answers and the admin form. */
const int = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);
const num = (label: string) => z.number({ error: `${label} must be a number` });
const between = (label: string, min: number, max: number, unit = '') =>
  num(label)
    .min(min, `${label} must be between ${min}${unit} and ${max}${unit}`)
    .max(max, `${label} must be between ${min}${unit} and ${max}${unit}`);
const intBetween = (label: string, min: number, max: number, unit = '') =>
  int(label)
    .min(min, `${label} must be between ${min}${unit} and ${max}${unit}`)
    .max(max, `${label} must be between ${min}${unit} and ${max}${unit}`);

/**
 * A USD amount kept as a decimal string (exact): digits, at most `decimals` places, within bounds.
 * A price of 0 (or a 400-digit one) would be saved and then break every quote made with it.
 */
const usdAmount = (label: string, { min, max, decimals }: { min: 'zero' | 'positive'; max: number; decimals: number }) =>
  z
    .string({ error: `${label} must be an amount in USD` })
    .trim()
    .regex(new RegExp(`^\\d{1,${String(max).length}}(\\.\\d{1,${decimals}})?$`), {
      error: `${label} must be a number with at most ${decimals} decimal places`,
    })
    .refine((v) => (min === 'positive' ? Number(v) > 0 : Number(v) >= 0), {
      error: min === 'positive' ? `${label} must be greater than 0` : `${label} must be 0 or more`,
    })
    .refine((v) => Number(v) <= max, { error: `${label} must be at most ${max.toLocaleString('en-US')} USD` });

/** One IPv4/IPv6 address or CIDR range (`203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`). */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;
export function isIpOrCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.trim().split('/');
  if (extra !== undefined) return false;
  const isV4 = IPV4.test(address);
  const isV6 = !isV4 && IPV6.test(address) && (address.match(/::/g) ?? []).length <= 1;
  if (!isV4 && !isV6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (isV4 ? 32 : 128);
}
export const IpAllowEntrySchema = z
  .string()
  .trim()
  .refine(isIpOrCidr, { error: (issue) => `${String(issue.input)} is not an IP address or CIDR range` });

export const SecuritySettingsSchema = z.object({
  twoFactorRequired: z.boolean().default(true),
  /** Idle time after which a session ends (the session's absolute lifetime follows "remember me"). */
  sessionTimeoutSeconds: intBetween('Session timeout', 60, 2_592_000, ' seconds').default(3600),
  maxLoginAttempts: intBetween('Max login attempts', 1, 100).default(5),
  passwordMinLength: intBetween('Password minimum length', 6, 128).default(12),
  /** When on, the admin API answers only the addresses and ranges of ipAllowList. */
  ipWhitelisting: z.boolean().default(false),
  ipAllowList: z.array(IpAllowEntrySchema).max(100, 'At most 100 addresses or ranges').default([]),
  /** Requests per hour per API key. */
  apiRateLimitPerHour: intBetween('API rate limit', 1, 1_000_000, ' requests per hour').default(1000),
});

export const PlatformSettingsSchema = z.object({
  maintenanceMode: z.boolean().default(false),
  registrationEnabled: z.boolean().default(true),
  tradingEnabled: z.boolean().default(true),
  stakingEnabled: z.boolean().default(true),
  kycRequired: z.boolean().default(true),
  /** New accounts a calendar day (UTC) may see; 0 closes sign-up. */
  maxUsersPerDay: intBetween('Max users per day', 0, 1_000_000).default(1000),
});

export const NotificationSettingsSchema = z.object({
  emailNotifications: z.boolean().default(true),
  smsNotifications: z.boolean().default(false),
  pushNotifications: z.boolean().default(true),
  systemAlerts: z.boolean().default(true),
  maintenanceNotices: z.boolean().default(true),
  priceAlerts: z.boolean().default(true),
});

export const TradingSettingsSchema = z.object({
  minimumTradeAmount: between('Minimum trade amount', 0, 1_000_000_000).default(100),
  maximumTradeAmount: between('Maximum trade amount', 0, 1_000_000_000).default(1_000_000),
  tradingFeePercent: between('Trading fee', 0, 10, '%').default(0.1),
  maxSlippagePercent: between('Max slippage', 0, 50, '%').default(5),
  /** Resting orders are cancelled this many seconds after they were placed; 0 keeps them until filled. */
  orderTimeoutSeconds: intBetween('Order timeout', 0, 31_536_000, ' seconds').default(300),
  dailyVolumeLimit: between('Daily volume limit', 0, 1_000_000_000_000).default(50_000_000),
});

export const BlockchainSettingsSchema = z.object({
  gasPriceGwei: between('Gas price', 0, 10_000, ' gwei').default(25),
  confirmationBlocks: intBetween('Confirmation blocks', 0, 100).default(3),
  networkTimeoutSeconds: intBetween('Network timeout', 1, 600, ' seconds').default(30),
  autoRetry: z.boolean().default(true),
  maxRetries: intBetween('Max retries', 0, 10).default(3),
  /** A second JSON-RPC endpoint tried when the configured one fails; empty for none. */
  fallbackRpcUrl: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'Fallback RPC must be an http(s) URL' })
        .max(500, 'Fallback RPC is too long'),
    ])
    .default(''),
  /**
   * Secure mint: no VINO is minted while the latest signed reserve statement is older than this;
   * at least an hour (statements follow every change and come daily), at most 30 days.
   */
  maxReserveStatementAgeHours: intBetween('Max reserve statement age', 1, 720, ' hours').default(
    DEFAULT_MAX_STATEMENT_AGE_MS / 3_600_000,
  ),
  /** VINO one investor may withdraw to the chain in a UTC day (requests not rejected or failed). */
  withdrawalDailyLimitVino: between('Withdrawal daily limit', 0, 1_000_000_000, ' VINO').default(10_000),
  /** A withdrawal above this many VINO waits for an admin's review before anything is sent. */
  withdrawalReviewThresholdVino: between('Withdrawal review threshold', 0, 1_000_000_000, ' VINO').default(1_000),
});

/** Presale offer: the countdown on the home page counts to `endsAt`. */
export const PresaleSettingsSchema = z.object({
  priceUsd: usdAmount('Presale price', { min: 'positive', max: 10_000, decimals: 6 }).default(PRESALE_PRICE_USD),
  launchPriceUsd: usdAmount('Launch price', { min: 'positive', max: 10_000, decimals: 6 }).default(LAUNCH_PRICE_USD),
  /** ISO time; when absent the seed sets it to 7d 21h 45m 30s after first start (the spec's countdown). */
  endsAt: z.iso.datetime().nullable().default(null),
});

/**
 * Analytics suite: what acquiring customers costs a month, in USD, set by an admin; CAC
 * is this divided by the customers acquired in a month. Null until set (the page says "not set").
 */
export const AnalyticsSettingsSchema = z.object({
  monthlyAcquisitionCostUsd: usdAmount('Monthly acquisition cost', { min: 'zero', max: 1_000_000_000, decimals: 2 })
    .nullable()
    .default(null),
});

export const SETTINGS_GROUPS = {
  security: SecuritySettingsSchema,
  platform: PlatformSettingsSchema,
  notifications: NotificationSettingsSchema,
  trading: TradingSettingsSchema,
  blockchain: BlockchainSettingsSchema,
  presale: PresaleSettingsSchema,
  analytics: AnalyticsSettingsSchema,
} as const;

export type SettingsGroup = keyof typeof SETTINGS_GROUPS;

/**
 * A group's fields as a change names them: any subset, unknown keys refused, and no default filled
 * in for a field left out (zod's `.partial()` would still apply `.default()`, and the merge over the
 * stored group would then reset every field the change did not name). Defaults apply only when a
 * group or field was never saved.
 */
function patchSchemaOf(schema: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const bare = field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? field.unwrap() : field;
      return [key, (bare as z.ZodType).optional()];
    }),
  );
  return z.strictObject(shape);
}
export const SETTINGS_PATCH_SCHEMAS = Object.fromEntries(
  Object.entries(SETTINGS_GROUPS).map(([group, schema]) => [group, patchSchemaOf(schema as unknown as z.ZodObject)]),
) as { [G in SettingsGroup]: z.ZodObject };

export const SettingsSchema = z.object({
  security: SecuritySettingsSchema.prefault({}),
  platform: PlatformSettingsSchema.prefault({}),
  notifications: NotificationSettingsSchema.prefault({}),
  trading: TradingSettingsSchema.prefault({}),
  blockchain: BlockchainSettingsSchema.prefault({}),
  presale: PresaleSettingsSchema.prefault({}),
  analytics: AnalyticsSettingsSchema.prefault({}),
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
  'analytics',
]);

/** The five groups of the admin System Settings screen, in its tab order (presale is edited elsewhere). */
export const SYSTEM_SETTINGS_GROUPS = ['platform', 'security', 'notifications', 'trading', 'blockchain'] as const;
export type SystemSettingsGroup = (typeof SYSTEM_SETTINGS_GROUPS)[number];

/**
 * Each group's version: an opaque token that changes on every save (null: never saved, defaults).
 * A save names the versions it edited; a group saved meanwhile by someone else answers 409.
 */
export const SettingsVersionsSchema = z.partialRecord(SettingsGroupSchema, z.string().nullable());
export type SettingsVersions = z.infer<typeof SettingsVersionsSchema>;

export const AdminSettingsSchema = SettingsSchema.extend({ versions: SettingsVersionsSchema });
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** An admin's change to one group: any subset of its fields, each validated by the group's schema. */
export const UpdateSettingsGroupRequestSchema = z.object({
  group: SettingsGroupSchema,
  values: z.record(z.string(), z.unknown()),
  /** The group's version the change was made on; when given, a newer version answers 409. */
  version: z.string().nullable().optional(),
});

/** The admin screen's Save: every changed group at once, each with the version it was edited on. */
export const SaveSettingsRequestSchema = z.object({
  changes: z.partialRecord(SettingsGroupSchema, z.record(z.string(), z.unknown())),
  versions: SettingsVersionsSchema,
});
export type SaveSettingsRequest = z.infer<typeof SaveSettingsRequestSchema>;

export const UpdateSettingsRequestSchema = z.union([UpdateSettingsGroupRequestSchema, SaveSettingsRequestSchema]);

// Codes and texts live in a zod-free file so the shell (maintenance banner, two-factor reminder) can
// read them without loading zod on the home page; every importer of this file still finds them here.
export { SETTINGS_ERROR_CODES, SETTINGS_MESSAGES } from './settings-messages';

/** What the signed-in user must know about the platform's security rules (the reminder banner). */
export const MySecurityRequirementsSchema = z.object({
  twoFactorRequired: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Demo accounts (demo mode) cannot enable two-factor and are exempt from the requirement. */
  twoFactorExempt: z.boolean(),
});
export type MySecurityRequirements = z.infer<typeof MySecurityRequirementsSchema>;

/** Rules across fields of one group (the field rules are in the group schemas); field -> message. */
export function crossFieldIssues(group: SettingsGroup, values: Record<string, unknown>): Record<string, string> {
  const issues: Record<string, string> = {};
  if (group === 'trading') {
    const { minimumTradeAmount: min, maximumTradeAmount: max } = values;
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      issues['minimumTradeAmount'] = SETTINGS_MESSAGES.tradeRange;
  }
  if (group === 'security' && values['ipWhitelisting'] === true) {
    const list = values['ipAllowList'];
    if (!Array.isArray(list) || list.length === 0) issues['ipAllowList'] = SETTINGS_MESSAGES.allowListEmpty;
  }
  return issues;
}

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** The address the change came from (request.ip, after TRUST_PROXY); null for jobs and commands. */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export const AuditLogListSchema = z.object({ items: z.array(AuditLogEntrySchema) });
