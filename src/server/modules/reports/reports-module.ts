import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerReportsRoutes } from './reports-routes';

/** Admin → Analytics & Reports: the report, its CSV and PDF (figures from modules/reporting). */
export function registerReportsModule(app: FastifyInstance, platform: Platform): void {
  registerReportsRoutes(app, { db: platform.db, guards: platform.guards });
}
