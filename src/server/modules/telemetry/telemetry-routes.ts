import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { clientRoutePattern } from '../../../contracts/client-routes';
import { isSampledSession, VITALS_REPORTS_PER_SESSION_HOUR } from '../../../domain/vitals-sampling';
import { ErrorEventReportSchema, WebVitalsReportSchema } from '../../../contracts/telemetry';
import type { Database } from '../../db/client';
import { performanceMetrics, userActivities } from '../../db/schema/telemetry';
import type { Guards } from '../../platform/auth/guards';
import { FixedWindowCounters } from '../../platform/http/fixed-window-counters';

/**
 * Browser telemetry: web-vitals into performance_metrics and runtime errors into user_activities
 * (activity_type error_event), attributed to the signed-in user when there is one.
 *
 * Web-vitals feed the Performance Center, the funnel's visits and Platform Excellence, so a report
 * is kept only when it cannot skew them: its page is one of the client's routes (stored as the
 * route's pattern, so /blog/:slug is one page, not one per slug), its values are within
 * VITALS_BOUNDS (the schema), its session is in the sample and under its hourly cap, and its
 * address is under the route's rate limit. Out-of-sample and over-cap reports are answered 204
 * like the others (the browser has nothing to do about them) but not stored.
 */
export function registerTelemetryRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const perSession = new FixedWindowCounters(VITALS_REPORTS_PER_SESSION_HOUR, 3_600_000);

  r.post(
    apiPaths.telemetryVitals,
    { config: limit, schema: { tags: ['telemetry'], summary: 'Report web-vitals', body: WebVitalsReportSchema } },
    async (request, reply) => {
      const b = request.body;
      const sampled = isSampledSession(b.session_id);
      if (!sampled || perSession.hit(b.session_id, Date.now()).count > VITALS_REPORTS_PER_SESSION_HOUR)
        return reply.status(204).send();
      const user = await deps.guards.getUser(request);
      await deps.db.insert(performanceMetrics).values({
        metricCategory: 'web_vitals',
        // The schema admits client routes only, so a pattern is always found.
        pageRoute: clientRoutePattern(b.page_route) ?? b.page_route,
        loadTimeMs: b.load_time_ms,
        timeToFirstByteMs: b.time_to_first_byte_ms,
        timeToInteractiveMs: b.time_to_interactive_ms,
        cumulativeLayoutShift: b.cumulative_layout_shift === null ? null : b.cumulative_layout_shift.toFixed(3),
        largestContentfulPaintMs: b.largest_contentful_paint_ms,
        firstContentfulPaintMs: b.first_contentful_paint_ms ?? null,
        firstInputDelayMs: b.first_input_delay_ms,
        memoryUsageMb: b.memory_usage_mb === null ? null : b.memory_usage_mb.toFixed(2),
        networkConnection: b.network_connection,
        deviceInfo: b.device_info,
        userId: user?.id ?? null,
      });
      return reply.status(204).send();
    },
  );

  r.post(
    apiPaths.telemetryErrors,
    { config: limit, schema: { tags: ['telemetry'], summary: 'Report a browser error', body: ErrorEventReportSchema } },
    async (request, reply) => {
      const user = await deps.guards.getUser(request);
      await deps.db.insert(userActivities).values({
        userId: user?.id ?? null,
        activityType: 'error_event',
        activityData: request.body,
      });
      return reply.status(204).send();
    },
  );
}
