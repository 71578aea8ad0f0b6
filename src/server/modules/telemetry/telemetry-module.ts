import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerTelemetryRoutes } from './telemetry-routes';

// The API other modules may call (they import this door, never the files behind it).
export { recordUserActivity } from './record-user-activity';
export { countSignInsByAddress } from './sign-in-addresses';

/** The browser's reports: web vitals and client errors. */
export function registerTelemetryModule(app: FastifyInstance, platform: Platform): void {
  registerTelemetryRoutes(app, { db: platform.db, guards: platform.guards });
}
