import type { ActiveSession } from '../../../contracts/sessions';
import { describeUserAgent } from '../../../domain/user-agent';
import type { SessionRow } from './sessions-repository';

/** A session row as the settings panel shows it; the token never leaves the server. */
export function toActiveSession(row: SessionRow, currentId: string): ActiveSession {
  return {
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    isCurrent: row.id === currentId,
  };
}
