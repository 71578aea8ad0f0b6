import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerAdminDocumentsModule } from './admin-documents-module';
import { registerDocumentRoutes } from './documents-routes';

// The API other modules (and the seed) may call (they import this door, never the files behind it).
export { documentStorageKey } from './document-storage-key';
export { renderDocumentPdf } from './render-document-pdf';

/** The document library (investor downloads and access requests) and its admin screen. */
export async function registerDocumentsModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, guards, mailer, clock, config } = platform;
  registerDocumentRoutes(app, { db, guards, mailer, demoMode: config.demoMode });
  await registerAdminDocumentsModule(app, { db, guards, clock });
}
