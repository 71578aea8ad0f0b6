import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { registerActivityDaysJob } from './activity-days';
import { registerAnalyticsRoutes } from './analytics-routes';
import { registerFitModelsJob } from './fit-models-job';
import { registerScheduledReportsJob } from './scheduled-reports-job';

/**
 * The Advanced Analytics Suite, the members' activity roll-up, the hourly model fit and the scheduled
 * reports (figures from modules/reporting).
 */
export async function registerAnalyticsModule(app: FastifyInstance, platform: Platform): Promise<void> {
  // The whole suite is for admins: one scope checks the role and sets no-store for every route.
  await registerAdminScope(app, platform.guards, (scope) =>
    registerAnalyticsRoutes(scope, {
      db: platform.db,
      guards: platform.guards,
      settings: platform.settings,
      clock: platform.clock,
    }),
  );
  await registerActivityDaysJob(app, { db: platform.db, clock: platform.clock });
  await registerFitModelsJob(app, { db: platform.db });
  await registerScheduledReportsJob(app, {
    db: platform.db,
    mailer: platform.mailer,
    publicUrl: platform.config.publicUrl,
    clock: platform.clock,
  });
}
