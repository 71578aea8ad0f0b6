import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { apiKeyPaths } from '../../../contracts/api-keys';
import { apiPaths } from '../../../contracts/api-paths';
import { chainApiPaths } from '../../../contracts/chain';
import { redemptionApiPaths } from '../../../contracts/redemption';
import { MySecurityRequirementsSchema, SETTINGS_ERROR_CODES, SETTINGS_MESSAGES } from '../../../contracts/settings';
import { apiKeyFromAuthorization } from '../../../domain/api-keys/api-key-format';
import type { Database } from '../../db/client';
import { DEMO_ACCOUNTS } from '../auth/demo-accounts';
import type { Guards } from '../auth/guards';
import { isTwoFactorEnabled } from '../auth/is-two-factor-enabled';
import { AppError } from '../http/app-error';
import type { SettingsService } from './settings-service';
import { routePath } from '../http/route-path';
import { checkApiKeyRate, createMemoryApiKeyCounter, createRedisApiKeyCounter } from './api-key-rate-limit';
import { isIpAllowed } from './ip-allow-list';
import { READ_METHODS, assertNotInMaintenance } from './maintenance-gate';

export interface SettingsEnforcementDeps {
  db: Database;
  settings: SettingsService;
  guards: Guards;
  demoMode: boolean;
  redis?: Redis;
}

const ADMIN_API_PREFIX = '/api/v1/admin/';
/**
 * Writes that need a second factor when twoFactorRequired is on: new API keys, assets leaving
 * (redemption, a withdrawal to the chain).
 */
const SECOND_FACTOR_WRITES = new Set([
  `POST ${apiKeyPaths.myApiKeys}`,
  `POST ${redemptionApiPaths.create}`,
  `POST ${chainApiPaths.withdrawals}`,
]);

/** Demo mode's shared demo accounts cannot enable two-factor (two-factor-gate.ts): exempt. */
export function isTwoFactorExempt(email: string, demoMode: boolean): boolean {
  return demoMode && DEMO_ACCOUNTS.some((account) => account.email === email.toLowerCase());
}

/**
 * The matched route's path when a setting may apply to it, else null: every rule concerns the API,
 * and a read without an Authorization header outside the admin API meets none of them (maintenance
 * refuses writes only, the API-key rate needs a key, the second factor guards the admin API and
 * two writes; the session probe is the one read with a rule, for a caller with a cookie). Decided
 * on the route that runs (route-path.ts), so no spelling of the URL can reach a route past its rules.
 */
function enforcedPath(request: FastifyRequest): string | null {
  const path = routePath(request);
  if (path === null || !path.startsWith('/api/')) return null;
  const isRuleFree =
    READ_METHODS.has(request.method) &&
    request.headers.authorization === undefined &&
    !path.startsWith(ADMIN_API_PREFIX) &&
    !(path === apiPaths.auth.session && request.headers.cookie !== undefined);
  return isRuleFree ? null : path;
}

/**
 * The admin settings the whole API obeys, as light onRequest hooks (settings come from the
 * settings service's cache; the caller is looked up only when a rule needs it):
 * maintenanceMode, ipWhitelisting for the admin API, twoFactorRequired, apiRateLimit.
 * (sessionTimeout is the guards' session check, session-idle-timeout.ts.)
 */
export function registerSettingsEnforcement(app: FastifyInstance, deps: SettingsEnforcementDeps): void {
  const { settings, guards } = deps;
  const isAdmin = async (request: FastifyRequest) => {
    try {
      await guards.requireRole(request, 'admin');
      return true;
    } catch {
      return false;
    }
  };
  const needsSecondFactor = async (request: FastifyRequest) => {
    const user = await guards.getUser(request);
    if (!user || isTwoFactorExempt(user.email, deps.demoMode)) return false;
    return !(await isTwoFactorEnabled(deps.db, user.id));
  };
  const counter = deps.redis ? createRedisApiKeyCounter(deps.redis) : createMemoryApiKeyCounter();

  const enforce = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const current = await settings.get();

    await assertNotInMaintenance(request, path, { isMaintenance: async () => current.platform.maintenanceMode, isAdmin });

    const key = apiKeyFromAuthorization(request.headers.authorization);
    if (key !== null)
      await checkApiKeyRate(counter, {
        key,
        limit: current.security.apiRateLimitPerHour,
        nowMs: Date.now(),
        setHeader: (name, value) => void reply.header(name, value),
      });

    if (path.startsWith(ADMIN_API_PREFIX)) {
      const { ipWhitelisting, ipAllowList, twoFactorRequired } = current.security;
      if (ipWhitelisting && !isIpAllowed(request.ip, ipAllowList))
        throw new AppError(403, SETTINGS_ERROR_CODES.ipNotAllowed, SETTINGS_MESSAGES.ipNotAllowed);
      // Non-admins get the route's own 401/403; an admin without two-factor is sent to set it up.
      if (twoFactorRequired && (await isAdmin(request)) && (await needsSecondFactor(request)))
        throw new AppError(403, SETTINGS_ERROR_CODES.twoFactorRequired, SETTINGS_MESSAGES.twoFactorAdmin);
    } else if (current.security.twoFactorRequired && SECOND_FACTOR_WRITES.has(`${request.method} ${path}`)) {
      if (await needsSecondFactor(request))
        throw new AppError(403, SETTINGS_ERROR_CODES.twoFactorRequired, SETTINGS_MESSAGES.twoFactorUser);
    }

    // A session that has gone idle is deleted by the guards' check; the session probe then answers "signed out".
    if (path === apiPaths.auth.session && request.headers.cookie !== undefined)
      await guards.getUser(request).catch(() => null);
  };

  // Synchronous, so the requests no rule applies to (most of them: reads without an API key outside
  // the admin API) pay no promise and no settings read.
  app.addHook('onRequest', (request, reply, done) => {
    const path = enforcedPath(request);
    if (path === null) return done();
    enforce(request, reply, path).then(() => done(), done);
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    apiPaths.mySecurityRequirements,
    {
      schema: {
        tags: ['account'],
        summary: "The platform's security rules as they apply to me (two-factor reminder)",
        response: { 200: MySecurityRequirementsSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      const { security } = await settings.get();
      return {
        twoFactorRequired: security.twoFactorRequired,
        twoFactorEnabled: await isTwoFactorEnabled(deps.db, user.id),
        twoFactorExempt: isTwoFactorExempt(user.email, deps.demoMode),
      };
    },
  );
}
