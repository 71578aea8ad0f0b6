import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { ErrorEventReportSchema, WebVitalsReportSchema } from '../../../contracts/telemetry';
import type { Database } from '../../db/client';
import { performanceMetrics, userActivities } from '../../db/schema/telemetry';
import type { Guards } from '../../platform/auth/guards';

/**
 * Browser telemetry: web-vitals into performance_metrics and runtime errors into user_activities
 * (activity_type error_event), attributed to the signed-in user when there is one.
 */
export function registerTelemetryRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  r.post(
    apiPaths.telemetryVitals,
    { config: limit, schema: { tags: ['telemetry'], summary: 'Report web-vitals', body: WebVitalsReportSchema } },
    async (request, reply) => {
      const user = await deps.guards.getUser(request);
      const b = request.body;
      await deps.db.insert(performanceMetrics).values({
        metricCategory: 'web_vitals',
        pageRoute: b.page_route,
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
