import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import type { FileStorage } from '../../platform/storage/file-storage';

/** What the admin document use cases need. */
export interface AdminDocumentsContext {
  db: Database;
  storage: FileStorage;
  clock: Clock;
}

/** The signed-in admin making a change (recorded in the audit log). */
export interface AdminActor {
  userId: string;
  name: string;
  requestId?: string;
  ipAddress?: string;
}

/** A PDF as it arrived in the multipart body. */
export interface UploadedPdf {
  fileName: string;
  bytes: Buffer;
}

export const auditMeta = (actor: AdminActor) => ({
  actorUserId: actor.userId,
  ipAddress: actor.ipAddress ?? null,
  requestId: actor.requestId ?? null,
});
