import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerContactRoutes } from './contact-routes';

/** The contact form. */
export function registerContactModule(app: FastifyInstance, platform: Platform): void {
  registerContactRoutes(app, { db: platform.db, guards: platform.guards });
}
