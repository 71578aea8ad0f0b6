import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerTelemetryRoutes } from './telemetry-routes';

/** The browser's reports: web vitals and client errors. */
export function registerTelemetryModule(app: FastifyInstance, platform: Platform): void {
  registerTelemetryRoutes(app, { db: platform.db, guards: platform.guards });
}
