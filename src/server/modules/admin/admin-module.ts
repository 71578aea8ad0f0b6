import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerAdminOverviewModule } from './admin-overview-module';
import { registerAdminSettingsRoutes } from './admin-settings-routes';
import { registerAdminUsersRoutes } from './admin-users-routes';

/** The admin area's own screens: platform settings, the overview and system alerts, all users. */
export async function registerAdminModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, settings, guards } = platform;
  registerAdminSettingsRoutes(app, { db, settings, guards });
  await registerAdminOverviewModule(app, { db, guards });
  registerAdminUsersRoutes(app, { db, guards });
}
