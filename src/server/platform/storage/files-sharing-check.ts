import type { DatabaseHandle } from '../../db/client';
import type { FileStorage } from './file-storage';

/** How long an answer is reused: readiness probes come every few seconds from every balancer. */
const RECHECK_MS = 30_000;

export function filesNotSharedMessage(instances: number): string {
  return `Files are not shared: ${instances} app instances use this database but this one keeps uploaded files on its own disk, so the others cannot read them. Set S3_BUCKET (docs/deploy.md).`;
}

/**
 * The warning for an instance that keeps files on local disk while other instances share its
 * PostgreSQL database (a file uploaded here would be missing there), or null. Only PostgreSQL can
 * have several instances; S3 storage is shared by design.
 */
export function createFilesSharingCheck(storage: FileStorage, database: DatabaseHandle): () => Promise<string | null> {
  const countInstances = database.countInstances;
  if (storage.kind !== 'local' || !countInstances) return async () => null;
  let cached: { at: number; warning: Promise<string | null> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > RECHECK_MS) {
      const warning = countInstances().then(
        (instances) => (instances > 1 ? filesNotSharedMessage(instances) : null),
        // The database being down is the readiness probe's own answer, not this check's.
        () => null,
      );
      cached = { at: Date.now(), warning };
    }
    return cached.warning;
  };
}
