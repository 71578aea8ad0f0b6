import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import { AttestationCache } from './attestation-cache';
import type { ReserveContext } from './reserve-context';
import { registerReserveJobs, requestAttestation } from './reserve-jobs';
import { registerReserveRoutes } from './reserve-routes';
import { loadSigningKey } from './signing-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reserve's API for other modules (and tests). */
    reserve: ReserveApi;
  }
}

export interface ReserveModuleDeps {
  config: Pick<AppConfig, 'reserveSigningKey' | 'dataDir' | 'authSecret'>;
  database: DatabaseHandle;
  guards: Guards;
  clock: Clock;
}

/** What other modules may call. */
export interface ReserveApi {
  /** Enqueues a new statement after a change to the reserve (within the change's transaction). */
  requestAttestation: typeof requestAttestation;
}

/**
 * The verifiable reserve (ADR 011): the bottle register, signed Merkle-sum statements in a hash chain,
 * the public proof endpoints, the daily and on-change statement jobs.
 */
export async function registerReserveModule(app: FastifyInstance, deps: ReserveModuleDeps): Promise<ReserveApi> {
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
    cache: new AttestationCache(),
    log: app.log,
  };
  registerReserveRoutes(app, ctx);
  await registerReserveJobs(app, ctx);
  const api: ReserveApi = { requestAttestation };
  app.decorate('reserve', api);
  return api;
}
