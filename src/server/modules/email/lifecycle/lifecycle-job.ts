import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock/clock';
import { enqueueJob } from '../../../platform/jobs/job-queue';
import { sendDueLifecycleMails, type LifecycleDeps } from './send-due-lifecycle-mails';

export const LIFECYCLE_QUEUE = 'email.lifecycle';
/** Lifecycle mails go within a minute of their time (the spec's delays are hours and days). */
export const LIFECYCLE_INTERVAL_MS = 60_000;

/** One run per minute slot across every node (the dedupe key names the slot). */
async function enqueueRun(deps: LifecycleDeps, at: number): Promise<void> {
  const slot = Math.floor(at / LIFECYCLE_INTERVAL_MS);
  await enqueueJob(
    deps.db,
    LIFECYCLE_QUEUE,
    {},
    { runAt: new Date(slot * LIFECYCLE_INTERVAL_MS), dedupeKey: `email-lifecycle:${slot}`, maxAttempts: 1 },
  );
}

/** The recurring job on the durable queue that sends due welcome and abandoned-purchase mails (app clock). */
export async function registerLifecycleJob(
  app: FastifyInstance,
  deps: LifecycleDeps & { clock: Clock },
): Promise<void> {
  app.jobWorker.register(LIFECYCLE_QUEUE, async () => {
    await enqueueRun(deps, Date.now() + LIFECYCLE_INTERVAL_MS);
    const outcome = await sendDueLifecycleMails(deps, deps.clock.now());
    if (outcome.sent || outcome.cancelled) app.log.info(outcome, 'lifecycle e-mails');
  });
  await enqueueRun(deps, Date.now());
}
