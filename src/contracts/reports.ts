import { REPORT_PERIODS, REPORT_TYPES } from '../domain/reports/report-periods';
import { DecimalStringSchema } from './common';
import { z } from './zod';

/**
 * Admin → Analytics & Reports (operator spec sections 2, 3 "admin analytics data" and 9). Every
 * figure is a query over the platform's tables; rates are null when their base is zero.
 */

export const REVENUE_SOURCES = ['token_sales', 'staking_fees', 'trading_fees', 'premium_services'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

export const ReportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS).default('30d'),
  type: z.enum(REPORT_TYPES).default('overview'),
});
export type ReportQuery = z.output<typeof ReportQuerySchema>;

const RateSchema = DecimalStringSchema.nullable();

/** One chart bucket (spec userGrowth: date, users, revenue), with what the tables need besides. */
export const ReportBucketSchema = z.object({
  label: z.string(),
  from: z.string(),
  to: z.string(),
  newUsers: z.number().int(),
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  /** Of this bucket's sign-ups, those who have made a token purchase. */
  converted: z.number().int(),
  revenue: z.record(z.enum(REVENUE_SOURCES), DecimalStringSchema),
  totalRevenue: DecimalStringSchema,
});
export type ReportBucket = z.infer<typeof ReportBucketSchema>;

export const REPORT_COLUMN_KINDS = ['text', 'integer', 'usd', 'percent'] as const;

/** The detailed table of the selected report type; the CSV export is exactly this table. */
export const ReportTableSchema = z.object({
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) })),
  rows: z.array(z.array(z.string())),
});
export type ReportTable = z.infer<typeof ReportTableSchema>;

export const AdminReportSchema = z.object({
  title: z.string(),
  period: z.enum(REPORT_PERIODS),
  type: z.enum(REPORT_TYPES),
  window: z.object({ from: z.string(), to: z.string(), previousFrom: z.string(), days: z.number().int() }),
  kpis: z.object({
    totalUsers: z.number().int(),
    newUsers: z.number().int(),
    userGrowth: RateSchema,
    userGrowthTarget: DecimalStringSchema,
    revenue: DecimalStringSchema,
    previousRevenue: DecimalStringSchema,
    revenueChange: RateSchema,
    buyers: z.number().int(),
    churned: z.number().int(),
    previouslyActive: z.number().int(),
  }),
  /** Spec: performanceMetrics (totalUsers, activeUsers, conversionRate, averageInvestment, churnRate, lifetimeValue). */
  performanceMetrics: z.object({
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    conversionRate: RateSchema,
    averageInvestment: DecimalStringSchema,
    churnRate: RateSchema,
    lifetimeValue: DecimalStringSchema,
  }),
  userGrowth: z.array(ReportBucketSchema),
  /** Spec: revenueBreakdown (source, amount, percentage), the four sources always listed. */
  revenueBreakdown: z.array(
    z.object({
      source: z.enum(REVENUE_SOURCES),
      label: z.string(),
      amount: DecimalStringSchema,
      percentage: DecimalStringSchema,
    }),
  ),
  /** Spec: userSegments (segment, count, value); value is the segment's revenue in the period. */
  userSegments: z.array(z.object({ segment: z.string(), count: z.number().int(), value: DecimalStringSchema })),
  table: ReportTableSchema,
  summary: z.array(z.string()),
  generatedAt: z.string(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
