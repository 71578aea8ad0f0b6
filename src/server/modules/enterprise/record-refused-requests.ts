import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { recordUserActivity } from '../telemetry/telemetry-module';
import type { EnterpriseContext } from './enterprise-context';

/**
 * Records every refused (403) API request in user_activities (activity_type access_denied, with
 * the address, method and route pattern) for the Audit Logs and the 403-burst threat rule, and
 * counts the bytes this process serves (the Bandwidth figure). After the reply is sent, so it never
 * slows the answer; a failed write is logged and dropped.
 */
export function recordRefusedRequests(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; state: EnterpriseContext['state'] },
): void {
  app.addHook('onResponse', (request, reply, done) => {
    const length = Number(reply.getHeader('content-length'));
    if (Number.isFinite(length)) deps.state.bytesServed += length;
    if (reply.statusCode === 403 && request.url.startsWith('/api/')) {
      const ip = request.ip;
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      void (async () => {
        const user = await deps.guards.getUser(request).catch(() => null);
        await recordUserActivity(deps.db, {
          userId: user?.id ?? null,
          activityType: 'access_denied',
          activityData: { ip, method, route, status: 403, ...(user ? { email: user.email } : {}) },
        });
      })().catch((error: unknown) => request.log.warn({ err: error }, 'could not record a refused request'));
    }
    done();
  });
}
