import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { COMPLIANCE_MAX_FILE_BYTES } from '../../../contracts/compliance';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import type { ComplianceContext } from './compliance-context';
import { registerComplianceRoutes } from './compliance-routes';

// The API other modules may call (they import this door, never the files behind it).
export { COMPLIANCE_SAMPLE_KEY_PREFIX, complianceSampleFile } from './compliance-sample-files';

/**
 * Admin → Compliance & Audit: compliance items, audit reports, their attachments, the summary and the
 * schedule. Multipart parsing is registered for this module only, with the attachment size limit.
 */
export function registerComplianceModule(app: FastifyInstance, platform: Platform): Promise<void> {
  return startCompliance(app, { db: platform.db, guards: platform.guards, clock: platform.clock });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startCompliance(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; clock: Clock },
): Promise<void> {
  const ctx: ComplianceContext = { db: deps.db, storage: app.storage, clock: deps.clock };
  await registerAdminScope(app, deps.guards, async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: COMPLIANCE_MAX_FILE_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
    });
    registerComplianceRoutes(scope, { ctx, guards: deps.guards });
  });
}
