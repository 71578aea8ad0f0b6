import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import { fitModels } from './fit-models';

export const FIT_MODELS_QUEUE = 'analytics.fit-models';
/** Weekly series gain a point once a week; refitting hourly keeps "fitted at" fresh and cheap. */
export const FIT_MODELS_INTERVAL_MS = 3_600_000;

/** The scheduled job that fits the analytics models and caches them (analytics_model_fits). */
export async function registerFitModelsJob(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  await registerRecurringJob(app, deps.db, {
    queue: FIT_MODELS_QUEUE,
    everyMs: FIT_MODELS_INTERVAL_MS,
    dedupePrefix: 'analytics-fit',
    maxAttempts: 2,
    run: async () => {
      const rows = await fitModels(deps.db, new Date());
      app.log.info({ models: rows.length }, 'analytics models fitted');
    },
  });
}
