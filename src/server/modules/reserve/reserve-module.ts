import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { AppConfig } from '../../config';
import type { DatabaseHandle, Executor } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import type { EventBus } from '../../platform/events/event-bus';
import type { Platform } from '../../platform/register-platform';
import type { SettingsService } from '../../platform/settings/settings-service';
import { assertMintAllowed, settleMintRefusal } from './assert-mint-allowed';
import { AttestationCache } from './attestation-cache';
import type { ReserveContext } from './reserve-context';
import { registerReserveJobs, requestAttestation } from './reserve-jobs';
import { registerReserveAdminRoutes } from './reserve-admin-routes';
import { registerReserveRoutes } from './reserve-routes';
import { loadSigningKey } from './signing-key';
import { proposeReserveChange } from './propose-reserve-change';
import type { StatementCommitment } from './find-latest-statement-commitment';

// The API other modules may call (they import this door, never the files behind it).
export { findLatestAttestation } from './find-latest-attestation';
export { findLatestStatementCommitment, type StatementCommitment } from './find-latest-statement-commitment';

declare module '../../platform/events/event-bus' {
  interface AppEvents {
    /** A reserve change was approved or a new statement signed (the reserve figures are stale). */
    'reserve.changed': Record<string, never>;
    /** A statement was signed and stored: what a public copy (the VINO contract) commits to. */
    'reserve.statement-signed': StatementCommitment;
    /** A reserve condition an operator must act on (a manifest mismatch, minting paused): the admin's system alerts list it. */
    'reserve.compliance-alert': ReserveComplianceAlert;
  }
}

/** What the reserve reports to the operators; the admin module turns it into a compliance system alert. */
export interface ReserveComplianceAlert {
  severity: 'high' | 'critical';
  message: string;
  /** The rule that fired, and the key under which repeats count as one open alert. */
  rule: string;
  dedupKey: string;
  facts: { label: string; value: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reserve's API for other modules (and tests). */
    reserve: ReserveApi;
  }
}

export interface ReserveModuleDeps {
  config: Pick<AppConfig, 'reserveSigningKey' | 'reserveAuditors' | 'dataDir' | 'authSecret'>;
  database: DatabaseHandle;
  guards: Guards;
  clock: Clock;
  events: EventBus;
  settings: Pick<SettingsService, 'get'>;
  /** VINO on chain outside custody, from whichever module provides it (the chain module). */
  onChainCirculation(): Promise<string>;
  /** Overrides the setting `blockchain.maxReserveStatementAgeHours` (default 48 h). */
  maxStatementAgeMs?: number;
}

/** What other modules may call. */
export interface ReserveApi {
  /** Enqueues a new statement after a change to the reserve (within the change's transaction). */
  requestAttestation: typeof requestAttestation;
  /**
   * Secure mint: call inside the issuance's transaction before recording it; throws 409 MINT_PAUSED
   * (and raises a compliance alert) unless a fresh statement covers supply after minting `mintVino`.
   */
  assertMintAllowed(executor: Executor, mintVino: string): Promise<void>;
}

/**
 * The verifiable reserve (ADR 012): the bottle register, signed Merkle-sum statements in a hash chain,
 * the public proof endpoints, the daily and on-change statement jobs.
 */
export function registerReserveModule(app: FastifyInstance, platform: Platform): Promise<ReserveApi> {
  return startReserve(app, {
    config: platform.config,
    database: platform.database,
    guards: platform.guards,
    clock: platform.clock,
    events: platform.events,
    settings: platform.settings,
    // Read when a statement is built, after every module (the chain module) has registered.
    onChainCirculation: () => platform.extensionPoints.get('onChainCirculation')(),
  });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startReserve(app: FastifyInstance, deps: ReserveModuleDeps): Promise<ReserveApi> {
  const key = await loadSigningKey({
    seedHex: deps.config.reserveSigningKey,
    embedded: deps.database.kind === 'embedded',
    dataDir: deps.config.dataDir,
    authSecret: deps.config.authSecret,
  });
  const ctx: ReserveContext = {
    db: deps.database.db,
    clock: deps.clock,
    key,
    auditors: deps.config.reserveAuditors,
    cache: new AttestationCache(),
    log: app.log,
    raiseComplianceAlert: (alert) => deps.events.emit('reserve.compliance-alert', alert),
    events: deps.events,
    onChainCirculation: deps.onChainCirculation,
    maxStatementAgeMs: async () =>
      deps.maxStatementAgeMs ?? (await deps.settings.get()).blockchain.maxReserveStatementAgeHours * 3_600_000,
  };
  app.addHook('onClose', () => ctx.cache.close());
  registerReserveRoutes(app, ctx);
  await registerAdminScope(app, deps.guards, (scope) =>
    registerReserveAdminRoutes(scope, { ctx, guards: deps.guards }),
  );
  await registerReserveJobs(app, ctx);
  const api: ReserveApi = {
    requestAttestation,
    assertMintAllowed: async (executor, mintVino) => {
      try {
        await assertMintAllowed(ctx, executor, mintVino, await ctx.maxStatementAgeMs());
      } catch (error) {
        // Inside the caller's transaction the alert is written once it ends; outside, before returning.
        if (executor === ctx.db) await settleMintRefusal(error);
        throw error;
      }
    },
  };
  app.decorate('reserve', api);
  // An asset retired or taken out of the reserve changes which bottles back the token.
  deps.events.on('wine.changed', () => requestAttestation(ctx.db, 'wine asset changed'));
  // A new value of backing wine reaches the register (and the signed reserve) only with four eyes.
  deps.events.on('wine.appraised', async ({ wineAssetId, valueUsdPerBottle, actor }) => {
    await proposeReserveChange(
      ctx,
      { kind: 'appraisal', wine_asset_id: wineAssetId, value_usd_per_bottle: valueUsdPerBottle },
      actor,
    );
  });
  return api;
}
