/**
 * Enterprise Command Center (operator spec section 2; section 3 enterprise entities; section 4
 * statuses). The brochure is public; every other route is admin only. Every figure carries how it
 * is computed (`source`), so the page can say it next to the figure.
 */
import { EXCELLENCE_STATUSES } from '../domain/enterprise-excellence/excellence-grades';
import { z } from './zod';

// Paths and messages live in a zod-free file: the public Enterprise Features tab needs the
// brochure's path without loading zod.
export { enterpriseApiPaths, ENTERPRISE_MESSAGES } from './enterprise-api-paths';

export const PERFORMANCE_PERIODS = ['24h', '7d', '30d'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export const PerformanceQuerySchema = z.object({
  period: z.enum(PERFORMANCE_PERIODS).default('7d'),
  /** A page route as browsers report it, or all routes. */
  route: z.string().trim().max(300).default('all'),
});
export type PerformanceQuery = z.input<typeof PerformanceQuerySchema>;

const MetricStatusSchema = z.enum(['optimal', 'good', 'warning', 'critical']);
const MetricTrendSchema = z.enum(['improving', 'stable', 'declining']);

export const PerformanceMetricSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null when nothing was measured in the period (no page loads reported yet). */
  value: z.number().nullable(),
  previous: z.number().nullable(),
  unit: z.string(),
  target: z.number(),
  status: MetricStatusSchema.nullable(),
  trend: MetricTrendSchema.nullable(),
  progress: z.number().nullable(),
  /** How the value is computed. */
  source: z.string(),
  samples: z.number().int().nullable(),
});
export type PerformanceMetric = z.infer<typeof PerformanceMetricSchema>;

export const HealthProbeSchema = z.object({
  name: z.string(),
  status: z.enum(['operational', 'degraded', 'down', 'not_configured']),
  latencyMs: z.number().nullable(),
  detail: z.string(),
});
export type HealthProbe = z.infer<typeof HealthProbeSchema>;

export const ResourceUsageSchema = z.object({
  name: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  /** Share of its limit, 0-100, when there is a limit. */
  percent: z.number().nullable(),
  source: z.string(),
});

export const RecommendationSchema = z.object({
  key: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  impact: z.enum(['high', 'medium', 'low']),
  effort: z.enum(['high', 'medium', 'low']),
  evidence: z.string(),
  implemented: z.boolean(),
  implementedBy: z.string().nullable(),
  implementedAt: z.string().nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const PerformanceReportSchema = z.object({
  measuredAt: z.string(),
  period: z.enum(PERFORMANCE_PERIODS),
  route: z.string(),
  routes: z.array(z.string()),
  metrics: z.array(PerformanceMetricSchema),
  health: z.array(HealthProbeSchema),
  network: z.object({
    ttfbP75Ms: z.number().nullable(),
    byConnection: z.array(z.object({ connection: z.string(), ttfbP75Ms: z.number(), samples: z.number().int() })),
    source: z.string(),
  }),
  resources: z.array(ResourceUsageSchema),
  recommendations: z.array(RecommendationSchema),
  summary: z.object({
    optimalMetrics: z.number().int(),
    measuredMetrics: z.number().int(),
    improvingTrends: z.number().int(),
    appliedOptimizations: z.number().int(),
    grade: z.string(),
  }),
});
export type PerformanceReport = z.infer<typeof PerformanceReportSchema>;

export const KeyBodySchema = z.object({ key: z.string().trim().min(1).max(400) });
export type KeyBody = z.infer<typeof KeyBodySchema>;

export const ImplementedRecommendationSchema = z.object({
  key: z.string(),
  implementedBy: z.string().nullable(),
  implementedAt: z.string(),
});

export const SecurityCheckSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['success', 'warning', 'failure']),
  value: z.string(),
  description: z.string(),
  lastCheck: z.string(),
});
export type SecurityCheckView = z.infer<typeof SecurityCheckSchema>;

export const ThreatSchema = z.object({
  id: z.string(),
  type: z.enum(['intrusion', 'ddos', 'fraud']),
  rule: z.string(),
  ruleDescription: z.string(),
  severity: z.enum(['critical', 'high', 'medium', 'low']),
  description: z.string(),
  timestamp: z.string(),
  firstSeen: z.string(),
  eventCount: z.number().int(),
  ipAddress: z.string().nullable(),
  resolved: z.boolean(),
  actionTaken: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type Threat = z.infer<typeof ThreatSchema>;

export const SecurityReportSchema = z.object({
  status: z.enum(['secure', 'warning', 'critical']),
  score: z.number().int(),
  unresolvedThreats: z.number().int(),
  checks: z.array(SecurityCheckSchema),
  /** When the last Run Security Scan ran and who ran it; null before the first. */
  lastScan: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  threats: z.array(ThreatSchema),
  /** The window the threat rules look at. */
  threatWindowDays: z.number().int(),
  /** The footer's four figures, each counted over the threat window. */
  footer: z.object({
    openCriticalThreats: z.number().int(),
    auditRows: z.number().int(),
    refusedAttempts: z.number().int(),
    /** Median minutes from a threat's last event to its resolution; null before any resolution. */
    medianResolveMinutes: z.number().nullable(),
  }),
});
export type SecurityReport = z.infer<typeof SecurityReportSchema>;

export const SecurityScanResultSchema = z.object({
  at: z.string(),
  score: z.number().int(),
  status: z.enum(['secure', 'warning', 'critical']),
  checks: z.array(SecurityCheckSchema),
  message: z.string(),
});
export type SecurityScanResult = z.infer<typeof SecurityScanResultSchema>;

export const ResolvedThreatSchema = z.object({
  id: z.string(),
  actionTaken: z.string(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string(),
});

export const AUDIT_LOG_PAGE_SIZE = 20;
export const AuditLogQuerySchema = z.object({
  status: z.enum(['all', 'success', 'blocked']).default('all'),
  /** Part of the action name (e.g. sign_in, kyc). */
  action: z.string().trim().max(100).default(''),
  /** Part of the user's e-mail. */
  user: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
// `page` arrives as a query string; callers pass a number.
export type AuditLogQuery = Omit<z.input<typeof AuditLogQuerySchema>, 'page'> & { page?: number };

export const AuditLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  user: z.string().nullable(),
  resource: z.string(),
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
  status: z.enum(['success', 'blocked']),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const ExcellenceMetricSchema = z.object({
  name: z.string(),
  value: z.string(),
  status: z.enum(EXCELLENCE_STATUSES),
  improvement: z.string().nullable(),
  source: z.string(),
});
export type ExcellenceMetric = z.infer<typeof ExcellenceMetricSchema>;

export const ExcellenceReportSchema = z.object({
  categories: z.array(
    z.object({
      id: z.enum(['platform', 'business', 'technology', 'wine_portfolio']),
      title: z.string(),
      metrics: z.array(ExcellenceMetricSchema),
    }),
  ),
  summary: z.object({
    metrics: z.number().int(),
    excellent: z.number().int(),
    needsAttention: z.number().int(),
    measuredAt: z.string(),
  }),
});
export type ExcellenceReport = z.infer<typeof ExcellenceReportSchema>;
