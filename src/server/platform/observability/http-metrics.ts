import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { timingSafeEqual } from 'node:crypto';
import { forbidden } from '../http/app-error';
import type { Guards } from '../auth/guards';
import { LatencyHistogram } from './latency-histogram';

const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Prometheus metrics: request latency by route and status, error counts, and the process's own
 * figures (memory, CPU, event-loop lag). One registry per app, so tests never share counters.
 * Read at /metrics by an admin session or with `Authorization: Bearer $METRICS_TOKEN` (scrapers).
 */
export function registerHttpMetrics(
  app: FastifyInstance,
  deps: { guards: Guards; metricsToken: string | undefined },
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new LatencyHistogram(
    'http_request_duration_seconds',
    'HTTP request latency by route pattern and status code',
    LATENCY_BUCKETS_S,
  );
  // Rendered by the registry like prom-client's own metrics (latency-histogram.ts).
  registry.registerMetric(duration as unknown as Metric);
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Responses with a 5xx status',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: ids and query strings would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    const statusCode = reply.statusCode;
    duration.observe(duration.series(request.method, route, statusCode), reply.elapsedTime / 1000);
    if (statusCode >= 500) serverErrors.inc({ route });
    done();
  });

  const hasToken = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    if (!deps.metricsToken || !header.startsWith('Bearer ')) return false;
    const given = Buffer.from(header.slice('Bearer '.length));
    const expected = Buffer.from(deps.metricsToken);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request)) {
      if (request.headers.authorization) throw forbidden('Invalid metrics token.');
      await deps.guards.requireRole(request, 'admin');
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return registry;
}
