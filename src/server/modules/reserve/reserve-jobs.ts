import type { FastifyInstance } from 'fastify';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import type { Executor } from '../../db/client';
import { attestReserve } from './attest-reserve';
import type { ReserveContext } from './reserve-context';

export const DAILY_ATTESTATION_QUEUE = 'reserve.daily-attestation';
export const CHANGE_ATTESTATION_QUEUE = 'reserve.attestation';
/** A statement at least once a day, even when nothing changed, so its age shows the reserve is watched. */
export const DAILY_ATTESTATION_MS = 24 * 60 * 60 * 1000;

export async function registerReserveJobs(app: FastifyInstance, ctx: ReserveContext): Promise<void> {
  app.jobWorker.register(CHANGE_ATTESTATION_QUEUE, async (payload) => {
    await attestReserve(ctx, typeof payload.reason === 'string' ? payload.reason : 'reserve change');
  });
  await registerRecurringJob(app, ctx.db, {
    queue: DAILY_ATTESTATION_QUEUE,
    everyMs: DAILY_ATTESTATION_MS,
    dedupePrefix: 'reserve-daily-attestation',
    maxAttempts: 3,
    run: () => attestReserve(ctx, 'daily statement', true),
  });
}

/**
 * Asks for a statement after a reserve change; pass the change's transaction so the request commits
 * with it. The job runs the build off the request (chunked, see attest-reserve.ts).
 */
export function requestAttestation(executor: Executor, reason: string): Promise<void> {
  return enqueueJob(executor, CHANGE_ATTESTATION_QUEUE, { reason }, { maxAttempts: 3 });
}
