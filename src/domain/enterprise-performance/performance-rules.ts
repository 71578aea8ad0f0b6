/**
 * Performance Center rules (operator spec section 2; section 3 performance metric and
 * recommendation; section 4 statuses optimal/good/warning/critical, trends improving/stable/declining).
 * Every metric is "lower is better". The targets are the published "good" thresholds of Core Web
 * Vitals where one exists (LCP 2.5 s, FCP 1.8 s, CLS 0.1, TTI 3.8 s) and service objectives otherwise.
 */

export type MetricStatus = 'optimal' | 'good' | 'warning' | 'critical';
export type MetricTrend = 'improving' | 'stable' | 'declining';

export type PerformanceMetricId =
  | 'page_load'
  | 'api_response'
  | 'first_contentful_paint'
  | 'time_to_interactive'
  | 'cumulative_layout_shift'
  | 'database_query'
  | 'memory_usage'
  | 'cpu_utilization';

export const PERFORMANCE_TARGETS: Record<PerformanceMetricId, { target: number; unit: string }> = {
  page_load: { target: 3000, unit: 'ms' },
  api_response: { target: 200, unit: 'ms' },
  first_contentful_paint: { target: 1800, unit: 'ms' },
  time_to_interactive: { target: 3800, unit: 'ms' },
  cumulative_layout_shift: { target: 0.1, unit: '' },
  database_query: { target: 50, unit: 'ms' },
  memory_usage: { target: 1024, unit: 'MB' },
  cpu_utilization: { target: 70, unit: '%' },
};

/** Largest contentful paint p75 target per route (Core Web Vitals "good"). */
export const LCP_TARGET_MS = 2500;
/** An API route whose p95 exceeds this many ms is worth a recommendation. */
export const API_ROUTE_P95_TARGET_MS = 500;
/** A change smaller than this share of the previous value is "stable". */
export const TREND_STABLE_BAND = 0.05;

/** optimal up to 80% of target, good up to the target, warning up to 150%, critical beyond. */
export function metricStatus(value: number, target: number): MetricStatus {
  if (value <= target * 0.8) return 'optimal';
  if (value <= target) return 'good';
  if (value <= target * 1.5) return 'warning';
  return 'critical';
}

/**
 * Fewer samples than this on either side and a change is noise, not a trend (one timed query of
 * 6 ms against one of 7 ms says nothing): no trend is drawn.
 */
export const MIN_TREND_SAMPLES = 20;

/**
 * Lower is better: a drop beyond the stable band improves, a rise declines; null without both values
 * or when either value stands on fewer than MIN_TREND_SAMPLES samples.
 */
export function metricTrend(
  current: number | null,
  previous: number | null,
  samples: { current: number; previous: number },
): MetricTrend | null {
  if (current === null || previous === null) return null;
  if (Math.min(samples.current, samples.previous) < MIN_TREND_SAMPLES) return null;
  if (previous === 0) return current === 0 ? 'stable' : 'declining';
  const change = (current - previous) / previous;
  if (Math.abs(change) < TREND_STABLE_BAND) return 'stable';
  return change < 0 ? 'improving' : 'declining';
}

/** The card's bar: the value as a share of its target, capped at 100. */
export function progressPercent(value: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((value / target) * 100)));
}

/** The spec's formatting: 0 decimals for ms, 1 otherwise (CLS keeps 3 so 0.05 does not read 0.1). */
export function formatMetricValue(value: number, unit: string): string {
  if (unit === 'ms') return value.toFixed(0);
  if (unit === '') return value.toFixed(3);
  return value.toFixed(1);
}

/**
 * A quantile of a Prometheus cumulative histogram (buckets by upper bound `le`, counts cumulative),
 * interpolated linearly inside the bucket like PromQL's histogram_quantile. Null when empty; a
 * quantile in the +Inf bucket returns the largest finite bound.
 */
export function histogramQuantile(buckets: readonly { le: number; count: number }[], q: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted[sorted.length - 1]?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (!Number.isFinite(bucket.le)) return lowerBound;
      const inBucket = bucket.count - lowerCount;
      return inBucket === 0 ? bucket.le : lowerBound + (bucket.le - lowerBound) * ((rank - lowerCount) / inBucket);
    }
    lowerBound = bucket.le;
    lowerCount = bucket.count;
  }
  return lowerBound;
}

/** A-F from the statuses of the metrics that have a value. */
export function performanceGrade(statuses: readonly MetricStatus[]): string {
  if (statuses.length === 0) return '–';
  if (statuses.every((s) => s === 'optimal')) return 'A+';
  if (statuses.every((s) => s === 'optimal' || s === 'good')) return 'A';
  const critical = statuses.filter((s) => s === 'critical').length;
  const warning = statuses.filter((s) => s === 'warning').length;
  if (critical === 0 && warning <= 2) return 'B';
  if (critical <= 1) return 'C';
  return 'D';
}

export interface RouteVitals {
  route: string;
  samples: number;
  lcpP75: number | null;
  fcpP75: number | null;
  clsP75: number | null;
}

export interface RecommendationInput {
  routes: readonly RouteVitals[];
  apiRoutes: readonly { route: string; p95Ms: number; count: number }[];
  databaseQueryMs: number | null;
  memoryMb: number;
  cpuPercent: number | null;
}

export interface DerivedRecommendation {
  key: string;
  category: 'frontend' | 'api' | 'database' | 'infrastructure';
  title: string;
  description: string;
  impact: 'high' | 'medium' | 'low';
  effort: 'high' | 'medium' | 'low';
  /** The measurement that raised it. */
  evidence: string;
}

/** One recommendation per measurement over its target, worst first within each rule. */
export function deriveRecommendations(input: RecommendationInput): DerivedRecommendation[] {
  const out: DerivedRecommendation[] = [];
  for (const r of input.routes) {
    if (r.lcpP75 !== null && r.lcpP75 > LCP_TARGET_MS)
      out.push({
        key: `lcp:${r.route}`,
        category: 'frontend',
        title: `Speed up the largest paint on ${r.route}`,
        description:
          'Preload the hero image or font, shrink the route chunk and render the first screen without waiting for data.',
        impact: r.lcpP75 > LCP_TARGET_MS * 1.6 ? 'high' : 'medium',
        effort: 'medium',
        evidence: `LCP p75 ${Math.round(r.lcpP75)} ms over ${r.samples} page loads (target ${LCP_TARGET_MS} ms)`,
      });
    const fcpTarget = PERFORMANCE_TARGETS.first_contentful_paint.target;
    if (r.fcpP75 !== null && r.fcpP75 > fcpTarget)
      out.push({
        key: `fcp:${r.route}`,
        category: 'frontend',
        title: `Show first content sooner on ${r.route}`,
        description: 'Cut render-blocking CSS and JavaScript before the first paint; serve compressed, cached assets.',
        impact: 'medium',
        effort: 'medium',
        evidence: `FCP p75 ${Math.round(r.fcpP75)} ms over ${r.samples} page loads (target ${fcpTarget} ms)`,
      });
    const clsTarget = PERFORMANCE_TARGETS.cumulative_layout_shift.target;
    if (r.clsP75 !== null && r.clsP75 > clsTarget)
      out.push({
        key: `cls:${r.route}`,
        category: 'frontend',
        title: `Stop layout shifts on ${r.route}`,
        description:
          'Reserve space for images, charts and late-loading panels (width/height or skeletons of the final size).',
        impact: 'medium',
        effort: 'low',
        evidence: `CLS p75 ${r.clsP75.toFixed(3)} over ${r.samples} page loads (target ${clsTarget})`,
      });
  }
  for (const a of [...input.apiRoutes].sort((x, y) => y.p95Ms - x.p95Ms)) {
    if (a.p95Ms > API_ROUTE_P95_TARGET_MS)
      out.push({
        key: `api:${a.route}`,
        category: 'api',
        title: `Speed up ${a.route}`,
        description: 'Cache the answer, add the index its query needs or move the work to a background job.',
        impact: a.p95Ms > API_ROUTE_P95_TARGET_MS * 2 ? 'high' : 'medium',
        effort: 'medium',
        evidence: `p95 ${Math.round(a.p95Ms)} ms over ${a.count} requests (target ${API_ROUTE_P95_TARGET_MS} ms)`,
      });
  }
  const dbTarget = PERFORMANCE_TARGETS.database_query.target;
  if (input.databaseQueryMs !== null && input.databaseQueryMs > dbTarget)
    out.push({
      key: 'database:probe',
      category: 'database',
      title: 'Reduce database latency',
      description: 'Check the connection pool, the database host load and the network path between app and database.',
      impact: 'high',
      effort: 'medium',
      evidence: `probe query ${Math.round(input.databaseQueryMs)} ms (target ${dbTarget} ms)`,
    });
  const memTarget = PERFORMANCE_TARGETS.memory_usage.target;
  if (input.memoryMb > memTarget)
    out.push({
      key: 'infrastructure:memory',
      category: 'infrastructure',
      title: 'Lower the server process memory',
      description: 'Look for caches without a bound and large responses held in memory; consider more instances.',
      impact: 'medium',
      effort: 'high',
      evidence: `resident memory ${input.memoryMb.toFixed(1)} MB (target ${memTarget} MB)`,
    });
  const cpuTarget = PERFORMANCE_TARGETS.cpu_utilization.target;
  if (input.cpuPercent !== null && input.cpuPercent > cpuTarget)
    out.push({
      key: 'infrastructure:cpu',
      category: 'infrastructure',
      title: 'Add CPU headroom',
      description: 'Profile the busiest routes and jobs, or run another app instance behind the load balancer.',
      impact: 'high',
      effort: 'medium',
      evidence: `process CPU ${input.cpuPercent.toFixed(1)}% (target ${cpuTarget}%)`,
    });
  return out;
}
