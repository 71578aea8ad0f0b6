import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { SettingsService } from '../../platform/settings/settings-service';
import type { EnterpriseContext } from './enterprise-context';
import { registerEnterpriseRoutes } from './enterprise-routes';
import { recordRefusedRequests } from './record-refused-requests';

/**
 * Enterprise Command Center (operator spec section 2): the brochure, the Performance Center,
 * the Security Center and Platform Excellence; records refused requests for the Audit Logs.
 */
export function registerEnterpriseModule(app: FastifyInstance, platform: Platform): void {
  const { db, guards, config, settings, httpMetrics, database } = platform;
  startEnterprise(app, { db, guards, config, settings, httpMetrics, ping: () => database.ping() });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
function startEnterprise(
  app: FastifyInstance,
  deps: {
    db: Database;
    guards: Guards;
    config: AppConfig;
    settings: SettingsService;
    httpMetrics: Registry;
    ping: () => Promise<void>;
  },
): void {
  const ctx: EnterpriseContext = {
    app,
    db: deps.db,
    config: deps.config,
    settings: deps.settings,
    httpMetrics: deps.httpMetrics,
    ping: deps.ping,
    state: { recommendationKeys: new Set(), bytesServed: 0, since: Date.now() },
  };
  recordRefusedRequests(app, { db: deps.db, guards: deps.guards, state: ctx.state });
  registerEnterpriseRoutes(app, { ctx, guards: deps.guards });
}
