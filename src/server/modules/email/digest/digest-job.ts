import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock/clock';
import { enqueueJob } from '../../../platform/jobs/job-queue';
import { sendDueDigests, type DigestDeps } from './send-due-digests';

export const DIGEST_QUEUE = 'email.digest';
/** Digests are due daily at the most often: a run every five minutes is on time enough. */
export const DIGEST_INTERVAL_MS = 5 * 60_000;

/** One run per slot across every node (the dedupe key names the slot). */
async function enqueueRun(deps: DigestDeps, at: number): Promise<void> {
  const slot = Math.floor(at / DIGEST_INTERVAL_MS);
  await enqueueJob(
    deps.db,
    DIGEST_QUEUE,
    {},
    { runAt: new Date(slot * DIGEST_INTERVAL_MS), dedupeKey: `email-digest:${slot}`, maxAttempts: 1 },
  );
}

/** The recurring job on the durable queue that sends due digests (app clock). */
export async function registerDigestJob(app: FastifyInstance, deps: DigestDeps & { clock: Clock }): Promise<void> {
  app.jobWorker.register(DIGEST_QUEUE, async () => {
    await enqueueRun(deps, Date.now() + DIGEST_INTERVAL_MS);
    const outcome = await sendDueDigests(deps, deps.clock.now());
    if (outcome.digests || outcome.dropped) app.log.info(outcome, 'e-mail digests');
  });
  await enqueueRun(deps, Date.now());
}
