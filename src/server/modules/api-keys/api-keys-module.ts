import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerApiKeyRoutes } from './api-keys-routes';
import { createApiKeyAuthenticator } from './authenticate-api-key';

/** Personal API keys: the routes, and the key lookup the platform's guards use for "Bearer vino_…". */
export function registerApiKeysModule(app: FastifyInstance, platform: Platform): void {
  platform.extensionPoints.provide('authenticateApiKey', createApiKeyAuthenticator(platform.db));
  registerApiKeyRoutes(app, { db: platform.db, guards: platform.guards });
}
