import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { KYC_MAX_FILE_BYTES } from '../../../domain/kyc/kyc-documents';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Mailer } from '../../platform/mailer/mailer';
import type { KycContext } from './kyc-context';
import { registerKycRoutes } from './kyc-routes';

export interface KycModuleDeps {
  db: Database;
  guards: Guards;
  mailer: Mailer;
  publicUrl: string;
  demoMode: boolean;
}

/**
 * KYC as a real flow: the investor's submission of documents and the admin review queue. Multipart
 * parsing is registered for this module only, with the per-file size limit.
 */
export async function registerKycModule(app: FastifyInstance, deps: KycModuleDeps): Promise<void> {
  const ctx: KycContext = {
    db: deps.db,
    mailer: deps.mailer,
    storage: app.storage,
    publicUrl: deps.publicUrl,
    demoMode: deps.demoMode,
    log: app.log,
  };
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: KYC_MAX_FILE_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    registerKycRoutes(scope, { ctx, guards: deps.guards });
  });
}
