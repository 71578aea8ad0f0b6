import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerSessionsRoutes } from './sessions-routes';

/** The signed-in person's sessions: list, revoke one, revoke the others. */
export function registerSessionsModule(app: FastifyInstance, platform: Platform): void {
  registerSessionsRoutes(app, { db: platform.db, auth: platform.auth, sessionCache: platform.sessionCache });
}
