import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerAnalyticsRoutes } from './analytics-routes';
import { registerFitModelsJob } from './fit-models-job';

/** The Advanced Analytics Suite and the hourly model fit (figures from modules/reporting). */
export async function registerAnalyticsModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerAnalyticsRoutes(app, { db: platform.db, guards: platform.guards, settings: platform.settings });
  await registerFitModelsJob(app, { db: platform.db });
}
