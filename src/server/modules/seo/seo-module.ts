import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerSeoRoutes } from './seo-routes';

/** robots.txt and the sitemap. */
export function registerSeoModule(app: FastifyInstance, platform: Platform): void {
  registerSeoRoutes(app, { db: platform.db, publicUrl: platform.config.publicUrl });
}
