import type { Registry } from 'prom-client';
import { histogramQuantile } from '../../../../domain/enterprise-performance/performance-rules';

/** Cumulative bucket counts of the API's request histogram, summed over routes (or per route). */
export interface LatencySnapshot {
  /** le (seconds) -> cumulative count, over every /api/ route. */
  total: Map<number, number>;
  byRoute: Map<string, Map<number, number>>;
}

const HISTOGRAM = 'http_request_duration_seconds';

/**
 * Reads the server's own request histogram (platform/observability/http-metrics.ts). Only API
 * routes count: static files and the health endpoints are not "API response time".
 */
export async function readLatencySnapshot(registry: Registry): Promise<LatencySnapshot> {
  const metric = registry.getSingleMetric(HISTOGRAM);
  const total = new Map<number, number>();
  const byRoute = new Map<string, Map<number, number>>();
  if (!metric) return { total, byRoute };
  const { values } = await metric.get();
  for (const v of values) {
    // Histograms list their _bucket, _sum and _count series together, named by metricName.
    if ((v as { metricName?: string }).metricName !== `${HISTOGRAM}_bucket`) continue;
    const route = String(v.labels.route ?? '');
    if (!route.startsWith('/api/')) continue;
    const le = v.labels.le === '+Inf' ? Infinity : Number(v.labels.le);
    total.set(le, (total.get(le) ?? 0) + v.value);
    const perRoute = byRoute.get(route) ?? new Map<number, number>();
    perRoute.set(le, (perRoute.get(le) ?? 0) + v.value);
    byRoute.set(route, perRoute);
  }
  return { total, byRoute };
}

/** The requests between two snapshots (counters only grow), as buckets. */
export function bucketsBetween(
  current: Map<number, number>,
  earlier: Map<number, number> | undefined,
): { le: number; count: number }[] {
  return [...current.entries()].map(([le, count]) => ({ le, count: count - (earlier?.get(le) ?? 0) }));
}

export function quantileMs(buckets: { le: number; count: number }[], q: number): number | null {
  const seconds = histogramQuantile(buckets, q);
  return seconds === null ? null : seconds * 1000;
}

export function countOf(buckets: { le: number; count: number }[]): number {
  return buckets.find((b) => !Number.isFinite(b.le))?.count ?? Math.max(0, ...buckets.map((b) => b.count));
}
