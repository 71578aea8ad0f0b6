import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Everything the compliance use cases share. */
export interface ComplianceContext {
  db: Database;
  /** Private file storage: attachments are read back only through the admin route. */
  storage: FileStorage;
  /** Today's date for due-soon and overdue comes from the application clock (tests move it). */
  clock: Clock;
}

/** The admin doing a write, as the audit log records them. */
export interface ComplianceActor {
  userId: string;
  requestId: string;
  ipAddress: string;
}
