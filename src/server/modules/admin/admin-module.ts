import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import { outboundUrlPolicy } from '../../platform/http/outbound-url-guard';
import type { Platform } from '../../platform/register-platform';
import { registerAdminOverviewModule } from './admin-overview-module';
import { registerAdminSettingsRoutes } from './admin-settings-routes';
import { registerAdminUsersRoutes } from './admin-users-routes';

// The API other modules may call (they import this door, never the files behind it).
export { SystemAlertService } from './system-alerts-service';

/** The admin area's own screens: platform settings, the overview and system alerts, all users. */
export async function registerAdminModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, settings, guards, config } = platform;
  // The alert rules' hooks and job watch the whole app, so the overview module sits outside the scope.
  await registerAdminOverviewModule(app, { db, guards, events: platform.events });
  await registerAdminScope(app, guards, (scope) => {
    registerAdminSettingsRoutes(scope, { db, settings, guards, outbound: outboundUrlPolicy(config) });
    registerAdminUsersRoutes(scope, { db, guards });
  });
}
