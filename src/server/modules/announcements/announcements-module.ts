import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { loadRole } from '../profiles/profiles-module';
import { registerAnnouncementRoutes } from './announcements-routes';

/** Site announcements: the current ones for each audience, and the admin screen. */
export function registerAnnouncementsModule(app: FastifyInstance, platform: Platform): void {
  const { db, clock, guards, config } = platform;
  registerAnnouncementRoutes(app, {
    ctx: { db, clock },
    guards,
    loadRole: (user) => loadRole(db, user, config.demoMode),
  });
}
