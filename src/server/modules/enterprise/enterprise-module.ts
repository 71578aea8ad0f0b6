import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { SettingsService } from '../../platform/settings/settings-service';
import type { EnterpriseContext } from './enterprise-context';
import { registerBrochureRoute } from './brochure-route';
import { registerEnterpriseRoutes } from './enterprise-routes';
import { recordRefusedRequests } from './record-refused-requests';

/** For the admin overview's Security Scans tile: the Security Center's open threats, one source. */
export { countOpenThreats } from './security/get-security-report';

/**
 * Enterprise Command Center (operator spec section 2): the brochure, the Performance Center,
 * the Security Center and Platform Excellence; records refused requests for the Audit Logs.
 */
export async function registerEnterpriseModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, guards, config, settings, httpMetrics, database } = platform;
  await startEnterprise(app, { db, guards, config, settings, httpMetrics, ping: () => database.ping() });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startEnterprise(
  app: FastifyInstance,
  deps: {
    db: Database;
    guards: Guards;
    config: AppConfig;
    settings: SettingsService;
    httpMetrics: Registry;
    ping: () => Promise<void>;
  },
): Promise<void> {
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
  registerBrochureRoute(app);
  await registerAdminScope(app, deps.guards, (scope) => registerEnterpriseRoutes(scope, { ctx, guards: deps.guards }));
}
