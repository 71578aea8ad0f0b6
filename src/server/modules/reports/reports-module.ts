import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { registerReportsRoutes } from './reports-routes';

/** Admin → Analytics & Reports: the report, its CSV and PDF (figures from modules/reporting). */
export async function registerReportsModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, guards } = platform;
  await registerAdminScope(app, guards, (scope) => registerReportsRoutes(scope, { db, guards }));
}
