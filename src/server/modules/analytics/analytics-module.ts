import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerAnalyticsRoutes } from './analytics-routes';
import { registerFitModelsJob } from './fit-models-job';
import { registerScheduledReportsJob } from './scheduled-reports-job';

/** The Advanced Analytics Suite, the hourly model fit and the scheduled reports (figures from modules/reporting). */
export async function registerAnalyticsModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerAnalyticsRoutes(app, {
    db: platform.db,
    guards: platform.guards,
    settings: platform.settings,
    clock: platform.clock,
  });
  await registerFitModelsJob(app, { db: platform.db });
  await registerScheduledReportsJob(app, {
    db: platform.db,
    mailer: platform.mailer,
    publicUrl: platform.config.publicUrl,
    clock: platform.clock,
  });
}
