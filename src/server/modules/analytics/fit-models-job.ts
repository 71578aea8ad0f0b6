import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { fitModels } from './fit-models';

export const FIT_MODELS_QUEUE = 'analytics.fit-models';
/** Weekly series gain a point once a week; refitting hourly keeps "fitted at" fresh and cheap. */
export const FIT_MODELS_INTERVAL_MS = 3_600_000;

/** One run per hour slot across every node (the dedupe key names the slot). */
async function enqueueRun(db: Database, at: number): Promise<void> {
  const slot = Math.floor(at / FIT_MODELS_INTERVAL_MS);
  await enqueueJob(
    db,
    FIT_MODELS_QUEUE,
    {},
    { runAt: new Date(slot * FIT_MODELS_INTERVAL_MS), dedupeKey: `analytics-fit:${slot}`, maxAttempts: 2 },
  );
}

/** The scheduled job that fits the analytics models and caches them (analytics_model_fits). */
export async function registerFitModelsJob(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  app.jobWorker.register(FIT_MODELS_QUEUE, async () => {
    await enqueueRun(deps.db, Date.now() + FIT_MODELS_INTERVAL_MS);
    const rows = await fitModels(deps.db, new Date());
    app.log.info({ models: rows.length }, 'analytics models fitted');
  });
  await enqueueRun(deps.db, Date.now());
}
