import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '../../../domain/document-upload';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import { registerAdminDocumentRoutes } from './admin-documents-routes';

/**
 * Content Management → Documents. Multipart parsing is registered for these routes only, with the
 * upload limit; files go to the same private file storage the library serves /docs/{slug}.pdf from.
 */
export async function registerAdminDocumentsModule(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; clock: Clock },
): Promise<void> {
  const ctx = { db: deps.db, storage: app.storage, clock: deps.clock };
  await registerAdminScope(app, deps.guards, async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: DOCUMENT_UPLOAD_MAX_BYTES,
        files: 1,
        fields: 1,
        parts: 2,
        fieldSize: 16 * 1024,
        headerPairs: 50,
      },
    });
    registerAdminDocumentRoutes(scope, { ctx, guards: deps.guards });
  });
}
