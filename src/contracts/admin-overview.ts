import { DecimalStringSchema } from './common';
import { z } from './zod';

/**
 * The admin overview dashboard (operator spec sections 2, 3 and 9) and the system alerts behind it.
 * Field names follow the spec's entities: platform stats, system alert, activity item.
 */

export const SYSTEM_ALERT_TYPES = ['compliance', 'system', 'security'] as const;
export const SYSTEM_ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const ACTIVITY_TYPES = ['large_transaction', 'kyc_submission', 'user_registration', 'system_alert'] as const;

export const AlertLinkSchema = z.object({ label: z.string(), href: z.string() });

/** System alert (spec section 3) plus who resolved it and when. */
export const SystemAlertSchema = z.object({
  id: z.uuid(),
  type: z.enum(SYSTEM_ALERT_TYPES),
  severity: z.enum(SYSTEM_ALERT_SEVERITIES),
  message: z.string(),
  timestamp: z.string(),
  resolved: z.boolean(),
  resolvedBy: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** Which rule raised it (e.g. backing_ratio, payment_webhook). */
  rule: z.string(),
  /** How often the condition was seen while the alert was open. */
  occurrences: z.number().int(),
  lastSeenAt: z.string(),
});
export type SystemAlert = z.infer<typeof SystemAlertSchema>;

/** View Details: what raised it (facts) and links to the things concerned. */
export const SystemAlertDetailsSchema = SystemAlertSchema.extend({
  ruleDescription: z.string(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  links: z.array(AlertLinkSchema),
});
export type SystemAlertDetails = z.infer<typeof SystemAlertDetailsSchema>;

export const SystemAlertListQuerySchema = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const SystemAlertListSchema = z.object({ items: z.array(SystemAlertSchema) });
export type SystemAlertList = z.infer<typeof SystemAlertListSchema>;
export const SystemAlertParamsSchema = z.object({ id: z.uuid() });

export const ALERT_MESSAGES = {
  notFound: 'System alert not found.',
  alreadyResolved: 'This alert has already been resolved.',
  resolved: 'Alert resolved.',
} as const;

/** Activity item (spec section 3). `value` is a USD amount for large transactions. */
export const ActivityItemSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  timestamp: z.string(),
  value: DecimalStringSchema.optional(),
  userId: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

/** Platform stats (spec section 3), computed from the database. */
export const PlatformStatsSchema = z.object({
  total_users: z.number().int(),
  total_revenue: DecimalStringSchema,
  revenue_24h: DecimalStringSchema,
  total_transactions: z.number().int(),
  total_wine_value: DecimalStringSchema,
  total_staked: DecimalStringSchema,
  newUsersToday: z.number().int(),
  transactionsToday: z.number().int(),
  systemAlerts: z.number().int(),
  activeStakers: z.number().int(),
});
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;

export const AdminOverviewSchema = z.object({
  stats: PlatformStatsSchema,
  /** Health data: open alerts by weight (critical, and everything else as warnings). */
  health: z.object({ warning_alerts: z.number().int(), critical_alerts: z.number().int() }),
  /** Signup data: the last 7 days, oldest first, today last. */
  signups: z.object({ daily_signups: z.array(z.object({ date: z.string(), new_signups: z.number().int() })) }),
  /** From the revenue rows, largest first; percentages of total revenue (one decimal). */
  revenueDistribution: z.array(
    z.object({ source: z.string(), amount: DecimalStringSchema, percentage: DecimalStringSchema }),
  ),
  recentActivity: z.array(ActivityItemSchema),
  /** Open alerts, newest first. */
  alerts: z.array(SystemAlertSchema),
  quickTiles: z.object({
    pendingKyc: z.number().int(),
    /** Draft blog posts awaiting publication. */
    contentReview: z.number().int(),
    /** Wine assets whose next appraisal is 30 days or fewer away (overdue included). */
    appraisalsDue: z.number().int(),
    /** Open security alerts. */
    securityScans: z.number().int(),
  }),
  generatedAt: z.string(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
