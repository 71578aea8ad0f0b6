import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { registerContactAdminRoutes, registerContactRoutes } from './contact-routes';

/** The contact form, and the messages it brought in for admins. */
export async function registerContactModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, guards } = platform;
  registerContactRoutes(app, { db, guards });
  await registerAdminScope(app, guards, (scope) => registerContactAdminRoutes(scope, { db }));
}
