import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { AdvanceClockRequestSchema, ClockResponseSchema } from '../../../contracts/staking';
import type { Guards } from '../auth/guards';
import { writeAuditLog } from '../audit-log';
import type { Database } from '../../db/client';
import { notFound } from '../http/app-error';
import type { Clock } from './clock';

/**
 * POST /api/v1/system/clock (admins): moves the application clock forward so staking rewards can be
 * watched accruing (Playwright, demos). It exists ONLY in demo mode or under NODE_ENV=test; anywhere
 * else it answers 404 as if absent, so production time can never be moved.
 */
export function registerClockRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; guards: Guards; canAdvance: boolean },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const toWire = () => ({
    now: deps.clock.now().toISOString(),
    offsetSeconds: Math.round(deps.clock.offsetMs() / 1000),
  });

  r.post(
    apiPaths.systemClock,
    {
      onRequest: async (request) => {
        if (!deps.canAdvance) throw notFound(`No route for POST ${apiPaths.systemClock}`);
        await deps.guards.requireRole(request, 'admin');
      },
      schema: {
        tags: ['system'],
        summary: 'Advance the application clock (demo mode and tests only)',
        body: AdvanceClockRequestSchema,
        response: { 200: ClockResponseSchema },
      },
    },
    async (request) => {
      const user = await deps.guards.requireRole(request, 'admin');
      if (request.body.reset) deps.clock.reset();
      deps.clock.advance(request.body.advanceSeconds * 1000);
      await writeAuditLog(deps.db, {
        actorUserId: user.id,
        action: 'system.clock_advanced',
        entityType: 'clock',
        data: { advanceSeconds: request.body.advanceSeconds, reset: request.body.reset, ...toWire() },
        ipAddress: request.ip,
        requestId: request.id,
      });
      return toWire();
    },
  );
}
