import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALERT_RULES_INTERVAL_MS } from '../../../domain/admin/system-alert-rules';
import type { Database } from '../../db/client';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Guards } from '../../platform/auth/guards';
import type { EventBus } from '../../platform/events/event-bus';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import { registerAdminOverviewRoutes } from './admin-overview-routes';
import { SystemAlertService } from './system-alerts-service';

export const ALERT_RULES_QUEUE = 'admin.alert-rules';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const WEBHOOK_PATH = /^\/api\/([a-z0-9_-]+)\/webhook$/;

export interface AdminOverviewModule {
  alerts: SystemAlertService;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminOverview: AdminOverviewModule;
  }
}

/**
 * The admin overview dashboard and the system alerts: routes, the scheduled rules (job queue) and
 * the event rules. Events are read where they happen without touching their modules: job failures
 * through the worker's listener; webhook failures, throttled sign-ins and admin sign-ins from the
 * responses (an onSend hook, before the reply leaves, so a test sees the alert at once).
 */
export async function registerAdminOverviewModule(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; events: EventBus },
): Promise<AdminOverviewModule> {
  const alerts = new SystemAlertService(deps.db, app.log);
  // The reserve's compliance findings (manifest mismatch, minting paused) are written before its
  // request answers: the emitter awaits this listener.
  deps.events.on('reserve.compliance-alert', async ({ facts, ...alert }) => {
    await alerts.raise({ type: 'compliance', ...alert, details: { facts, links: [] } }, 0);
  });

  await registerAdminScope(app, deps.guards, (scope) => registerAdminOverviewRoutes(scope, deps));

  app.jobWorker.onFinalFailure((job) => (job.queue === ALERT_RULES_QUEUE ? undefined : alerts.onJobFailed(job)));
  await registerRecurringJob(app, deps.db, {
    queue: ALERT_RULES_QUEUE,
    everyMs: ALERT_RULES_INTERVAL_MS,
    dedupePrefix: 'admin-alert-rules',
    maxAttempts: 1,
    run: () => alerts.evaluateScheduledRules(),
  });

  const recordAlerts = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = request.url.split('?')[0] ?? '';
    const status = reply.statusCode;
    if (path === SIGN_IN_PATH) {
      if (status === 429) await alerts.onSignInThrottled(request.ip);
      else if (status === 200 && typeof payload === 'string') {
        const userId = readUserId(payload);
        if (userId) await alerts.onSignIn(userId, request.ip);
      }
      return;
    }
    const webhook = WEBHOOK_PATH.exec(path);
    if (webhook && status >= 400 && status !== 429)
      await alerts.onWebhookFailure({ provider: webhook[1]!, status, requestId: request.id, path });
  };
  // Synchronous for everything but POSTs (the only requests these events come from), so other
  // responses pay no promise on their way out.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'POST') return done(null, payload);
    recordAlerts(request, reply, payload).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  const module: AdminOverviewModule = { alerts };
  app.decorate('adminOverview', module);
  return module;
}

function readUserId(payload: string): string | null {
  try {
    const body = JSON.parse(payload) as { user?: { id?: unknown } };
    return typeof body.user?.id === 'string' ? body.user.id : null;
  } catch {
    return null;
  }
}
