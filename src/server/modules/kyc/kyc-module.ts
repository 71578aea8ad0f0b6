import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { KYC_MAX_FILE_BYTES } from '../../../domain/kyc/kyc-documents';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { EventBus } from '../../platform/events/event-bus';
import type { Mailer } from '../../platform/mailer/mailer';
import type { KycContext } from './kyc-context';
import { registerKycAdminRoutes } from './kyc-admin-routes';
import { registerKycRoutes } from './kyc-routes';

// The API other modules may call (they import this door, never the files behind it).
export { KYC_SAMPLE_KEY_PREFIX, kycSampleFile, samplePdf } from './kyc-sample-files';

declare module '../../platform/events/event-bus' {
  interface AppEvents {
    /** A user's KYC status changed (a reviewer's decision, a dropped sandbox approval), after the commit. */
    'kyc.status-changed': { userId: string; status: 'approved' | 'rejected' | 'not_started' };
  }
}

interface KycModuleDeps {
  db: Database;
  guards: Guards;
  mailer: Mailer;
  publicUrl: string;
  demoMode: boolean;
  events: EventBus;
}

/**
 * KYC as a real flow: the investor's submission of documents and the admin review queue. Multipart
 * parsing is registered for this module only, with the per-file size limit.
 */
export function registerKycModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, guards, mailer, config, events } = platform;
  return startKyc(app, { db, guards, mailer, publicUrl: config.publicUrl, demoMode: config.demoMode, events });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startKyc(app: FastifyInstance, deps: KycModuleDeps): Promise<void> {
  const ctx: KycContext = {
    db: deps.db,
    mailer: deps.mailer,
    storage: app.storage,
    publicUrl: deps.publicUrl,
    demoMode: deps.demoMode,
    log: app.log,
    events: deps.events,
  };
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: KYC_MAX_FILE_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    registerKycRoutes(scope, { ctx, guards: deps.guards });
  });
  await registerAdminScope(app, deps.guards, (scope) => registerKycAdminRoutes(scope, { ctx, guards: deps.guards }));
}
