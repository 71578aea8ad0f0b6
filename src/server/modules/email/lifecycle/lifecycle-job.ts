import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock/clock';
import { registerRecurringJob } from '../../../platform/jobs/recurring-job';
import { sendDueLifecycleMails, type LifecycleDeps } from './send-due-lifecycle-mails';

export const LIFECYCLE_QUEUE = 'email.lifecycle';
/** Lifecycle mails go within a minute of their time (the spec's delays are hours and days). */
export const LIFECYCLE_INTERVAL_MS = 60_000;

/** The recurring job on the durable queue that sends due welcome and abandoned-purchase mails (app clock). */
export async function registerLifecycleJob(
  app: FastifyInstance,
  deps: LifecycleDeps & { clock: Clock },
): Promise<void> {
  await registerRecurringJob(app, deps.db, {
    queue: LIFECYCLE_QUEUE,
    everyMs: LIFECYCLE_INTERVAL_MS,
    dedupePrefix: 'email-lifecycle',
    maxAttempts: 1,
    run: async () => {
      const outcome = await sendDueLifecycleMails(deps, deps.clock.now());
      if (outcome.sent || outcome.cancelled) app.log.info(outcome, 'lifecycle e-mails');
    },
  });
}
