import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { loadRole } from '../profiles/profiles-module';
import { registerAdminAnnouncementRoutes, registerAnnouncementRoutes } from './announcements-routes';

/** Site announcements: the current ones for each audience, and the admin screen. */
export async function registerAnnouncementsModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, clock, guards, config } = platform;
  const ctx = { db, clock };
  registerAnnouncementRoutes(app, { ctx, guards, loadRole: (user) => loadRole(db, user, config.demoMode) });
  await registerAdminScope(app, guards, (scope) => registerAdminAnnouncementRoutes(scope, { ctx, guards }));
}
