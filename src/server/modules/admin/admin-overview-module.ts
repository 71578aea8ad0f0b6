import type { FastifyInstance } from 'fastify';
import { ALERT_RULES_INTERVAL_MS } from '../../../domain/admin/system-alert-rules';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { registerAdminOverviewRoutes } from './admin-overview-routes';
import { profileKycQueueSource, type KycQueueSource } from './kyc-queue-source';
import { SystemAlertService } from './system-alerts-service';

export const ALERT_RULES_QUEUE = 'admin.alert-rules';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const WEBHOOK_PATH = /^\/api\/([a-z0-9_-]+)\/webhook$/;

export interface AdminOverviewModule {
  alerts: SystemAlertService;
  /** The KYC module plugs its submissions in here (default: the profiles' kycStatus). */
  setKycSource(source: KycQueueSource): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminOverview: AdminOverviewModule;
  }
}

/** One run per interval slot across every node (the dedupe key names the slot), like staking payouts. */
async function enqueueRulesRun(db: Database, at: number): Promise<void> {
  const slot = Math.floor(at / ALERT_RULES_INTERVAL_MS);
  await enqueueJob(
    db,
    ALERT_RULES_QUEUE,
    {},
    {
      runAt: new Date(slot * ALERT_RULES_INTERVAL_MS),
      dedupeKey: `admin-alert-rules:${slot}`,
      maxAttempts: 1,
    },
  );
}

/**
 * The admin overview dashboard and the system alerts: routes, the scheduled rules (job queue) and
 * the event rules. Events are read where they happen without touching their modules: job failures
 * through the worker's listener; webhook failures, throttled sign-ins and admin sign-ins from the
 * responses (an onSend hook, before the reply leaves, so a test sees the alert at once).
 */
export async function registerAdminOverviewModule(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards },
): Promise<AdminOverviewModule> {
  let kycSource: KycQueueSource = profileKycQueueSource;
  const alerts = new SystemAlertService(deps.db, app.log, () => kycSource);

  registerAdminOverviewRoutes(app, { db: deps.db, guards: deps.guards, kycSource: () => kycSource });

  app.jobWorker.register(ALERT_RULES_QUEUE, async () => {
    await enqueueRulesRun(deps.db, Date.now() + ALERT_RULES_INTERVAL_MS);
    await alerts.evaluateScheduledRules();
  });
  app.jobWorker.onFinalFailure((job) => (job.queue === ALERT_RULES_QUEUE ? undefined : alerts.onJobFailed(job)));
  await enqueueRulesRun(deps.db, Date.now());

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST') return payload;
    const path = request.url.split('?')[0] ?? '';
    const status = reply.statusCode;
    if (path === SIGN_IN_PATH) {
      if (status === 429) await alerts.onSignInThrottled(request.ip);
      else if (status === 200 && typeof payload === 'string') {
        const userId = readUserId(payload);
        if (userId) await alerts.onSignIn(userId, request.ip);
      }
      return payload;
    }
    const webhook = WEBHOOK_PATH.exec(path);
    if (webhook && status >= 400 && status !== 429)
      await alerts.onWebhookFailure({ provider: webhook[1]!, status, requestId: request.id, path });
    return payload;
  });

  const module: AdminOverviewModule = {
    alerts,
    setKycSource: (source) => {
      kycSource = source;
    },
  };
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
