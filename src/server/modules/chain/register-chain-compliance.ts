import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { registerAllowListSync } from './allow-list-sync';
import { registerChainComplianceRoutes } from './chain-compliance-routes';
import { readOnChainCirculation } from './on-chain-circulation';
import { registerStatementPublishing } from './publish-statements';

/**
 * The platform's compliance side of VINO on chain: the officer's admin routes (always, so the
 * settings can say no contract is configured) and, with a chain configured, the automatic
 * allow-list, the publication of every signed reserve statement, and the on-chain part of
 * circulating supply.
 */
export async function registerChainCompliance(app: FastifyInstance, platform: Platform): Promise<void> {
  const { chain, db, guards, jobWorker, events } = platform;
  await registerAdminScope(app, guards, (scope) => registerChainComplianceRoutes(scope, { chain, db, guards }));
  if (!chain) return;
  registerAllowListSync({ chain, db, jobWorker, events });
  const publishing = registerStatementPublishing({ chain, db, jobWorker, events, log: app.log });
  platform.extensionPoints.provide('onChainCirculation', () => readOnChainCirculation(chain));
  // A chain that cannot be reached at start is caught up by the next statement (at least daily).
  app.addHook('onReady', () => {
    publishing
      .catchUp()
      .catch((err: unknown) => app.log.warn({ err }, 'could not check the published reserve statement'));
  });
}
