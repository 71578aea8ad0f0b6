import { RECOMMENDATION_CATEGORIES } from '../domain/analytics/recommendation-rules';
import { MODEL_METHODS } from '../domain/analytics/forecast-models';
import { z } from './zod';

/**
 * Advanced Analytics Suite (/analytics, operator spec sections 2, 3 "analytics suite", 9).
 * Every figure is a query, a measurement or a model output and says which (`source`, `how`).
 * Figures are aggregates for charts and models, so they travel as numbers (USD rounded to cents);
 * exact money stays with the ledger and payments APIs.
 */

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const BI_VIEWS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type BiView = (typeof BI_VIEWS)[number];

export const AnalyticsPeriodQuerySchema = z.object({ period: z.enum(ANALYTICS_PERIODS).default('30d') });
export const BiViewQuerySchema = z.object({ view: z.enum(BI_VIEWS).default('monthly') });

export const FIGURE_SOURCES = ['query', 'measurement', 'model'] as const;
const SourceSchema = z.enum(FIGURE_SOURCES);
export const UNITS = ['usd', 'count', 'percent', 'vino', 'ms', 'ratio'] as const;
const UnitSchema = z.enum(UNITS);

/** How a figure was produced, shown beside it ("how is this computed"). */
const Explained = { source: SourceSchema, how: z.string() };

export const IntervalPointSchema = z.object({ forecast: z.number(), lower: z.number(), upper: z.number() });

/** A model's out-of-sample accuracy in one short label ("MASE 0.62 · WAPE 8.1%", "Not enough history"). */
export const AccuracyBadgeSchema = z.object({ label: z.string(), band: z.enum(['green', 'yellow', 'red']).nullable() });
export type AccuracyBadge = z.infer<typeof AccuracyBadgeSchema>;

/** Scores of one rolling-origin window (domain/analytics/rolling-origin.ts); percentages in percent. */
export const WindowScoreSchema = z.object({
  forecasts: z.number().int(),
  mase: z.number().nullable(),
  wape: z.number().nullable(),
  coverage: z.number().nullable(),
});

export const ModelEvaluationSchema = z.object({
  status: z.enum(['evaluated', 'not_enough_history', 'constant']),
  /** The naive forecast MASE compares against, in words. */
  baseline: z.string(),
  validationWeeks: z.number().int(),
  testWeeks: z.number().int(),
  horizon: z.number().int(),
  /** Scores on the validation window, where the series' method is chosen. */
  validation: WindowScoreSchema.nullable(),
  /** Scores on the later test window, which the choice never saw: the accuracy reported. */
  test: WindowScoreSchema.nullable(),
  accuracy: AccuracyBadgeSchema,
});
export type ModelEvaluation = z.infer<typeof ModelEvaluationSchema>;

/** Why a growth is shown as a label instead of a percentage (domain/analytics/growth.ts); null when it is a percentage. */
export const GrowthNoteSchema = z.object({ label: z.enum(['new', 'n/a']), reason: z.string() }).nullable();

export const AnalyticsKpiSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: UnitSchema,
  value: z.number(),
  previous: z.number(),
  /** Percent change against the previous period of the same length; null under the minimum base. */
  change: z.number().nullable(),
  changeNote: GrowthNoteSchema,
  trend: z.enum(['up', 'down']),
  /** The next six weeks from the series' most accurate model (empty until one could be fitted). */
  forecast: z.array(z.number()),
  forecastMethod: z.enum(MODEL_METHODS).nullable(),
  ...Explained,
});

export const FunnelStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  previous: z.number().int(),
  /** Percent of the step before (never over 100); null on the first step or where not comparable. */
  conversion: z.number().nullable(),
  /** Why the step's figure is not comparable with the step before (domain/analytics/funnel.ts). */
  note: z.string().nullable(),
  how: z.string(),
});

export const SegmentSchema = z.object({
  segment: z.string(),
  count: z.number().int(),
  revenue: z.number(),
  growthRate: z.number().nullable(),
  growthNote: GrowthNoteSchema,
  ltv: z.number().nullable(),
  churnRate: z.number().nullable(),
});

export const CohortSchema = z.object({
  cohort: z.string(),
  size: z.number().int(),
  retention: z.array(z.object({ percent: z.number(), band: z.enum(['green', 'yellow', 'red']) })),
});

export const InsightSchema = z.object({
  id: z.string(),
  type: z.enum(['revenue', 'user_growth', 'wine_performance', 'market_opportunity']),
  title: z.string(),
  prediction: z.string(),
  /** How well the figure behind it held up (a model's test-window MASE, a trend line's R²). */
  accuracy: AccuracyBadgeSchema,
  timeframe: z.string(),
  impact: z.enum(['high', 'medium', 'low']),
  /** The screen where one acts on it (Take Action). */
  action: z.enum(['admin', 'emailMarketing', 'trading', 'wineAssets']),
  ...Explained,
});

export const QuarterForecastSchema = z.object({
  metric: z.string(),
  unit: UnitSchema,
  total: z.number(),
  conservative: z.number(),
  optimistic: z.number(),
  method: z.enum(MODEL_METHODS),
  how: z.string(),
});

export const DriverSchema = z.object({ label: z.string(), detail: z.string(), value: z.number(), unit: UnitSchema });

export const AnalyticsOverviewSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  window: z.object({ from: z.string(), to: z.string(), previousFrom: z.string() }),
  kpis: z.array(AnalyticsKpiSchema),
  revenueComposition: z.array(
    z.object({ source: z.string(), label: z.string(), amount: z.number(), percentage: z.number().nullable() }),
  ),
  funnel: z.array(FunnelStepSchema),
  segments: z.array(SegmentSchema),
  cohorts: z.array(CohortSchema),
  insights: z.array(InsightSchema),
  forecasting: z.object({
    quarters: z.array(QuarterForecastSchema),
    drivers: z.array(DriverSchema),
    risks: z.array(DriverSchema),
    wineOpportunity: z.object({
      assets: z.number().int(),
      portfolioValue: z.number(),
      predictedValue: z.number().nullable(),
      how: z.string(),
    }),
    summary: z.array(z.string()),
  }),
  generatedAt: z.string(),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewSchema>;

export const ModelSummarySchema = z.object({
  series: z.string(),
  seriesLabel: z.string(),
  unit: UnitSchema,
  method: z.enum(MODEL_METHODS),
  methodLabel: z.string(),
  fittedAt: z.string(),
  points: z.number().int(),
  evaluation: ModelEvaluationSchema,
  /** The method chosen on the validation window, the one the page's forecasts use. */
  chosen: z.boolean(),
  forecast: z.array(IntervalPointSchema),
  params: z.record(z.string(), z.number()),
});
export type ModelSummary = z.infer<typeof ModelSummarySchema>;

export const RecommendationSchema = z.object({
  id: z.string(),
  category: z.enum(RECOMMENDATION_CATEGORIES),
  title: z.string(),
  description: z.string(),
  impact: z.enum(['high', 'medium', 'low']),
  rule: z.string(),
  actionSteps: z.array(z.string()),
  implemented: z.boolean(),
  implementedAt: z.string().nullable(),
  implementedBy: z.string().nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const WinePredictionSchema = z.object({
  assetId: z.string(),
  asset: z.string(),
  currentPrice: z.number(),
  predictedPrice: z.number().nullable(),
  timeframe: z.string(),
  confidence: z.number().nullable(),
  factors: z.array(z.string()),
  recommendation: z.enum(['buy', 'hold', 'sell']).nullable(),
});

export const AnalyticsIntelligenceSchema = z.object({
  recommendations: z.array(RecommendationSchema),
  winePredictions: z.array(WinePredictionSchema),
  models: z.array(ModelSummarySchema),
  /** The caller may mark recommendations implemented (admins). */
  canImplement: z.boolean(),
  generatedAt: z.string(),
});
export type AnalyticsIntelligence = z.infer<typeof AnalyticsIntelligenceSchema>;

export const RecommendationIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/),
});

export const BiKpiSchema = z.object({
  name: z.string(),
  value: z.number().nullable(),
  target: z.number(),
  unit: UnitSchema,
  trend: z.enum(['up', 'down', 'flat']),
  status: z.enum(['on_track', 'at_risk', 'behind']).nullable(),
  progress: z.number().nullable(),
  category: z.enum(['financial', 'customer', 'operational', 'growth']),
  lowerIsBetter: z.boolean(),
  how: z.string(),
});

export const RevenueStreamSchema = z.object({
  category: z.string(),
  current: z.number(),
  previous: z.number(),
  growth: z.number().nullable(),
  growthNote: GrowthNoteSchema,
  forecast: z.number().nullable(),
  percentage: z.number().nullable(),
});

export const BiSegmentSchema = z.object({
  segment: z.string(),
  acquisitionPerMonth: z.number(),
  retention: z.number().nullable(),
  churn: z.number().nullable(),
  ltv: z.number().nullable(),
  cac: z.number().nullable(),
  ltvCacRatio: z.number().nullable(),
  band: z.enum(['Excellent', 'Good', 'Needs Attention']).nullable(),
});

export const BiOperationSchema = z.object({
  name: z.string(),
  value: z.number().nullable(),
  unit: UnitSchema,
  ...Explained,
});

export const BusinessIntelligenceSchema = z.object({
  view: z.enum(BI_VIEWS),
  bins: z.array(z.object({ label: z.string(), from: z.string(), revenue: z.number(), newUsers: z.number().int() })),
  current: z.object({ label: z.string(), from: z.string(), to: z.string() }),
  kpis: z.array(BiKpiSchema),
  summary: z.array(z.string()),
  streams: z.array(RevenueStreamSchema),
  streamForecastHow: z.string(),
  segments: z.array(BiSegmentSchema),
  acquisitionCost: z.object({ monthlySpend: z.number().nullable(), cac: z.number().nullable(), how: z.string() }),
  system: z.array(BiOperationSchema),
  vault: z.array(BiOperationSchema),
  generatedAt: z.string(),
});
export type BusinessIntelligence = z.infer<typeof BusinessIntelligenceSchema>;

export const ScenarioSchema = z.object({
  scenario: z.string(),
  probability: z.number(),
  impact: z.enum(['positive', 'negative']),
  description: z.string(),
  recommendations: z.array(z.string()),
});

export const TrendForecastSchema = z.object({
  metric: z.string(),
  unit: UnitSchema,
  current: z.number(),
  forecast: z.array(z.number()),
  periods: z.string(),
  accuracy: AccuracyBadgeSchema,
  trend: z.enum(['increasing', 'decreasing']),
  method: z.enum(MODEL_METHODS),
  history: z.array(z.object({ label: z.string(), value: z.number() })),
});

export const PredictiveModelsSchema = z.object({
  models: z.array(ModelSummarySchema),
  scenarios: z.array(ScenarioSchema),
  trends: z.array(TrendForecastSchema),
  documentation: z.array(z.object({ method: z.enum(MODEL_METHODS), label: z.string(), text: z.string() })),
  footer: z.object({
    /** Series whose model could be evaluated (usable, changing history): the models the page relies on. */
    modelsInUse: z.number().int(),
    dataPoints: z.number().int(),
    /** Median test-window MASE of the models in use; null when none. */
    medianMase: z.number().nullable(),
  }),
  generatedAt: z.string(),
});
export type PredictiveModels = z.infer<typeof PredictiveModelsSchema>;

/** Schedule Report: how often the overview is mailed, and as which file. */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FORMATS = ['csv', 'pdf'] as const;

export const CreateReportScheduleRequestSchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS),
    frequency: z.enum(REPORT_FREQUENCIES),
    format: z.enum(REPORT_FORMATS),
  })
  .strict();
export type CreateReportScheduleRequest = z.infer<typeof CreateReportScheduleRequestSchema>;

export const ReportScheduleSchema = z.object({
  id: z.string(),
  period: z.enum(ANALYTICS_PERIODS),
  frequency: z.enum(REPORT_FREQUENCIES),
  format: z.enum(REPORT_FORMATS),
  /** Where the report is mailed: the scheduling admin's address. */
  email: z.string(),
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;
export const ReportScheduleListSchema = z.object({ schedules: z.array(ReportScheduleSchema) });
export type ReportScheduleList = z.infer<typeof ReportScheduleListSchema>;
export const ReportScheduleIdParamsSchema = z.object({ id: z.uuid() });
