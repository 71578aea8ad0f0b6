import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock/clock';
import { registerRecurringJob } from '../../../platform/jobs/recurring-job';
import { sendDueDigests, type DigestDeps } from './send-due-digests';

export const DIGEST_QUEUE = 'email.digest';
/** Digests are due daily at the most often: a run every five minutes is on time enough. */
export const DIGEST_INTERVAL_MS = 5 * 60_000;

/** The recurring job on the durable queue that sends due digests (app clock). */
export async function registerDigestJob(app: FastifyInstance, deps: DigestDeps & { clock: Clock }): Promise<void> {
  await registerRecurringJob(app, deps.db, {
    queue: DIGEST_QUEUE,
    everyMs: DIGEST_INTERVAL_MS,
    dedupePrefix: 'email-digest',
    maxAttempts: 1,
    run: async () => {
      const outcome = await sendDueDigests(deps, deps.clock.now());
      if (outcome.digests || outcome.dropped) app.log.info(outcome, 'e-mail digests');
    },
  });
}
