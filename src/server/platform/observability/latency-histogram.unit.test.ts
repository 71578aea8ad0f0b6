import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from './latency-histogram';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const OBSERVATIONS: [string, string, number, number][] = [
  ['GET', '/api/v1/metrics', 200, 0.003],
  ['GET', '/api/v1/metrics', 200, 0.04],
  ['GET', '/api/v1/metrics', 200, 7],
  ['POST', '/api/v1/orders', 201, 0.01],
  ['GET', 'unmatched', 404, 0.0005],
];

describe('latency histogram', () => {
  it("renders exactly what prom-client's own Histogram renders for the same observations", async () => {
    const reference = new Registry();
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: BUCKETS,
      registers: [reference],
    });
    const registry = new Registry();
    const latency = new LatencyHistogram(
      'http_request_duration_seconds',
      'HTTP request latency by route pattern and status code',
      BUCKETS,
    );
    registry.registerMetric(latency as unknown as Metric);
    for (const [method, route, status, seconds] of OBSERVATIONS) {
      histogram.observe({ method, route, status_code: String(status) }, seconds);
      latency.observe(latency.series(method, route, status), seconds);
    }
    expect(await registry.metrics()).toBe(await reference.metrics());
    expect(await registry.getMetricsAsJSON()).toEqual(await reference.getMetricsAsJSON());
    expect(await registry.metrics()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/metrics",status_code="200"} 3',
    );
  });

  it('starts again from nothing when the registry resets its metrics', async () => {
    const registry = new Registry();
    const latency = new LatencyHistogram('latency', 'Latency', BUCKETS);
    registry.registerMetric(latency as unknown as Metric);
    latency.observe(latency.series('GET', '/healthz', 200), 0.001);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('/healthz');
  });
});
