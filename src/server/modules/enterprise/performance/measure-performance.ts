import type {
  PerformanceMetric,
  PerformancePeriod,
  PerformanceReport,
  Recommendation,
} from '../../../../contracts/enterprise';
import {
  deriveRecommendations,
  metricStatus,
  metricTrend,
  PERFORMANCE_TARGETS,
  performanceGrade,
  progressPercent,
  type MetricStatus,
  type PerformanceMetricId,
} from '../../../../domain/enterprise-performance/performance-rules';
import { findActions } from '../enterprise-actions-repository';
import type { EnterpriseContext } from '../enterprise-context';
import { bucketsBetween, countOf, quantileMs, readLatencySnapshot } from './api-latency';
import { probeHealth } from './health-probes';
import { cpuPercent, readDiskUsage, sampleProcess } from './process-sampler';
import {
  readAdminTwoFactorCounts,
  readReportedRoutes,
  readRouteVitals,
  readTtfbByConnection,
  readVitalsP75,
} from '../../reporting/reporting-module';

const HOUR_MS = 3_600_000;
export const PERIOD_MS: Record<PerformancePeriod, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 168 * HOUR_MS,
  '30d': 720 * HOUR_MS,
};
const PROBE_RUNS = 3;

const NAMES: Record<PerformanceMetricId, string> = {
  page_load: 'Page Load Time',
  api_response: 'API Response Time',
  first_contentful_paint: 'First Contentful Paint',
  time_to_interactive: 'Time to Interactive',
  cumulative_layout_shift: 'Cumulative Layout Shift',
  database_query: 'Database Query Time',
  memory_usage: 'Memory Usage',
  cpu_utilization: 'CPU Utilization',
};

function metric(
  id: PerformanceMetricId,
  value: number | null,
  previous: number | null,
  source: string,
  samples: number | null,
  /** Samples behind `previous`; a figure read once (memory, CPU) counts as one. */
  previousSamples: number,
): PerformanceMetric {
  const { target, unit } = PERFORMANCE_TARGETS[id];
  return {
    id,
    name: NAMES[id],
    value,
    previous,
    unit,
    target,
    status: value === null ? null : metricStatus(value, target),
    trend: metricTrend(value, previous, { current: samples ?? 1, previous: previousSamples }),
    progress: value === null ? null : progressPercent(value, target),
    source,
    samples,
  };
}

/** Median of several timed runs of a real query (one run alone is mostly noise): the admins' two-factor count. */
async function probeDatabase(ctx: EnterpriseContext): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < PROBE_RUNS; i++) {
    const start = performance.now();
    await readAdminTwoFactorCounts(ctx.db);
    runs.push(performance.now() - start);
  }
  return runs.sort((a, b) => a - b)[Math.floor(PROBE_RUNS / 2)]!;
}

/**
 * The Performance Center, measured now: web-vitals p75 of the period and of the one before it
 * (from what browsers reported), the API's latency from the server's own histogram, a timed
 * database probe, the process's memory and CPU, health probes and derived recommendations.
 * The API's latency compares with the previous measurement; a trend needs MIN_TREND_SAMPLES on each
 * side, so single readings (database probe, memory, CPU) show none.
 */
export async function measurePerformance(
  ctx: EnterpriseContext,
  query: { period: PerformancePeriod; route: string },
  now = new Date(),
): Promise<PerformanceReport> {
  const span = PERIOD_MS[query.period];
  const from = new Date(now.getTime() - span);
  const previousFrom = new Date(from.getTime() - span);
  const [current, before, routeVitals, byConnection, routes, latency, databaseQueryMs, health, disk] =
    await Promise.all([
      readVitalsP75(ctx.db, from, now, query.route),
      readVitalsP75(ctx.db, previousFrom, from, query.route),
      readRouteVitals(ctx.db, from, now),
      readTtfbByConnection(ctx.db, from, now, query.route),
      readReportedRoutes(ctx.db, new Date(now.getTime() - PERIOD_MS['30d'])),
      readLatencySnapshot(ctx.httpMetrics),
      probeDatabase(ctx),
      probeHealth(ctx.app, { ping: ctx.ping, rpcUrl: ctx.config.payments.cryptoDeposit?.rpcUrl }),
      readDiskUsage([ctx.config.filesDir, ctx.config.dataDir, '.']),
    ]);
  const proc = sampleProcess(now.getTime());
  const prev = ctx.state.previous;

  const all = bucketsBetween(latency.total, undefined);
  const apiP50 = quantileMs(all, 0.5);
  const apiP95 = quantileMs(all, 0.95);
  const apiPrevP50 = prev ? quantileMs(bucketsBetween(prev.latency.total, undefined), 0.5) : null;
  const cpu = cpuPercent(proc, prev?.process);
  const prevCpu = prev ? cpuPercent(prev.process, undefined) : null;
  const scope = query.route === 'all' ? 'all routes' : query.route;
  const vitals = (what: string) =>
    `p75 of ${what} over ${current.samples} page loads reported by browsers on ${scope} in the last ${query.period}; trend vs the ${query.period} before (${before.samples} loads)`;

  const metrics: PerformanceMetric[] = [
    metric(
      'page_load',
      current.load_p75,
      before.load_p75,
      vitals('the load event time'),
      current.samples,
      before.samples,
    ),
    metric(
      'api_response',
      apiP50,
      apiPrevP50,
      `p50 of ${countOf(all)} API requests answered since this server started (p95 ${apiP95 === null ? '–' : Math.round(apiP95)} ms), from its request histogram; trend vs the previous measurement`,
      countOf(all),
      prev ? countOf(bucketsBetween(prev.latency.total, undefined)) : 0,
    ),
    metric(
      'first_contentful_paint',
      current.fcp_p75,
      before.fcp_p75,
      vitals('first contentful paint'),
      current.samples,
      before.samples,
    ),
    metric(
      'time_to_interactive',
      current.tti_p75,
      before.tti_p75,
      vitals('DOM interactive (the time-to-interactive equivalent browsers expose)'),
      current.samples,
      before.samples,
    ),
    metric(
      'cumulative_layout_shift',
      current.cls_p75,
      before.cls_p75,
      vitals('cumulative layout shift'),
      current.samples,
      before.samples,
    ),
    metric(
      'database_query',
      databaseQueryMs,
      prev?.databaseQueryMs ?? null,
      `median of ${PROBE_RUNS} timed runs of an indexed count query, measured now; too few runs for a trend`,
      PROBE_RUNS,
      PROBE_RUNS,
    ),
    metric(
      'memory_usage',
      proc.rssMb,
      prev?.process.rssMb ?? null,
      `resident memory of this server process now (heap ${proc.heapUsedMb.toFixed(1)} of ${proc.heapTotalMb.toFixed(1)} MB); one reading, no trend`,
      null,
      1,
    ),
    metric(
      'cpu_utilization',
      cpu,
      prevCpu,
      prev
        ? 'CPU time of this process since the previous measurement, share of one core; one reading, no trend'
        : 'CPU time of this process since it started, share of one core; one reading, no trend',
      null,
      1,
    ),
  ];

  const apiRoutes = [...latency.byRoute.entries()].map(([route, buckets]) => {
    const b = bucketsBetween(buckets, undefined);
    return { route, p95Ms: quantileMs(b, 0.95) ?? 0, count: countOf(b) };
  });
  const derived = deriveRecommendations({
    routes: routeVitals.map((r) => ({
      route: r.route,
      samples: r.samples,
      lcpP75: r.lcp_p75,
      fcpP75: r.fcp_p75,
      clsP75: r.cls_p75,
    })),
    apiRoutes,
    databaseQueryMs,
    memoryMb: proc.rssMb,
    cpuPercent: cpu,
  });
  const done = await findActions(
    ctx.db,
    'recommendation',
    derived.map((r) => r.key),
  );
  const recommendations: Recommendation[] = derived.map((r) => {
    const action = done.get(r.key);
    return {
      ...r,
      implemented: Boolean(action),
      implementedBy: action?.actorEmail ?? null,
      implementedAt: action?.createdAt.toISOString() ?? null,
    };
  });

  ctx.state.previous = { latency, process: proc, databaseQueryMs };
  ctx.state.recommendationKeys = new Set(derived.map((r) => r.key));

  const statuses = metrics.map((m) => m.status).filter((s): s is MetricStatus => s !== null);
  const elapsedS = Math.max(1, (now.getTime() - ctx.state.since) / 1000);
  return {
    measuredAt: now.toISOString(),
    period: query.period,
    route: query.route,
    routes,
    metrics,
    health,
    network: {
      ttfbP75Ms: current.ttfb_p75,
      byConnection: byConnection.map((c) => ({ connection: c.connection, ttfbP75Ms: c.ttfb_p75, samples: c.samples })),
      source: `p75 of time to first byte reported by browsers on ${scope} in the last ${query.period}, by their connection type`,
    },
    resources: [
      {
        name: 'CPU',
        value: cpu,
        unit: '%',
        percent: Math.min(100, cpu),
        source: 'CPU time of this process, share of one core',
      },
      {
        name: 'Memory',
        value: proc.rssMb,
        unit: 'MB',
        percent: progressPercent(proc.rssMb, PERFORMANCE_TARGETS.memory_usage.target),
        source: `resident memory, share of the ${PERFORMANCE_TARGETS.memory_usage.target} MB budget`,
      },
      {
        name: 'Storage',
        value: disk ? disk.usedGb : null,
        unit: 'GB',
        percent: disk ? Math.round((disk.usedGb / disk.totalGb) * 100) : null,
        source: disk
          ? `used of ${disk.totalGb.toFixed(1)} GB on the volume holding the files`
          : 'the files volume could not be read',
      },
      {
        name: 'Bandwidth',
        value: ctx.state.bytesServed / 1024 / 1024 / elapsedS,
        unit: 'MB/s',
        percent: null,
        source: `response bytes served by this process since it started (${(ctx.state.bytesServed / 1024 / 1024).toFixed(1)} MB), per second`,
      },
    ],
    recommendations,
    summary: {
      optimalMetrics: statuses.filter((s) => s === 'optimal').length,
      measuredMetrics: statuses.length,
      improvingTrends: metrics.filter((m) => m.trend === 'improving').length,
      appliedOptimizations: recommendations.filter((r) => r.implemented).length,
      grade: performanceGrade(statuses),
    },
  };
}
