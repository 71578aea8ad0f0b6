import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { enqueueJob } from './job-queue';

export interface RecurringJob {
  queue: string;
  /** One run per slot of this length, on every node's clock. */
  everyMs: number;
  /** Names the slot in the dedupe key: `${dedupePrefix}:${slot}`. */
  dedupePrefix: string;
  maxAttempts?: number;
  /**
   * First run in the next slot instead of the current one: for upkeep that a server just started
   * does not need at once, so that boot does not queue one more due job beside every module's.
   */
  startNextSlot?: boolean;
  /** The slot's work; what it resolves to is not used. */
  run: () => Promise<unknown>;
}

/** The run of the slot holding `at`, due at the slot's start; enqueued once across every node. */
async function enqueueSlot(db: Database, job: RecurringJob, at: number): Promise<void> {
  const slot = Math.floor(at / job.everyMs);
  await enqueueJob(
    db,
    job.queue,
    {},
    {
      runAt: new Date(slot * job.everyMs),
      dedupeKey: `${job.dedupePrefix}:${slot}`,
      ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
    },
  );
}

/**
 * A durable job run once per slot across every app node: the dedupe key names the slot, so however
 * many nodes start or re-enqueue, each slot's job exists once. Each run enqueues the next slot's
 * before it does its work, so a failing run does not end the series.
 */
export async function registerRecurringJob(app: FastifyInstance, db: Database, job: RecurringJob): Promise<void> {
  app.jobWorker.register(job.queue, async () => {
    await enqueueSlot(db, job, Date.now() + job.everyMs);
    await job.run();
  });
  await enqueueSlot(db, job, job.startNextSlot ? Date.now() + job.everyMs : Date.now());
}
