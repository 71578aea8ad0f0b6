import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerSystemRoutes } from './system-routes';

/** The public configuration and the system status. */
export function registerSystemModule(app: FastifyInstance, platform: Platform): void {
  const { config, database, settings, guards, version, filesSharingWarning } = platform;
  registerSystemRoutes(app, { config, database, settings, guards, version, filesSharingWarning });
}
