import type { ActiveSession } from '../../../contracts/sessions';
import type { Database } from '../../db/client';
import { toActiveSession } from './session-mapper';
import { findLiveUserSessions, touchSession } from './sessions-repository';

/** The user's live sessions; the one asking is marked current and counts as active now. */
export async function findMySessions(db: Database, userId: string, currentId: string): Promise<ActiveSession[]> {
  const now = new Date();
  await touchSession(db, currentId, now);
  const rows = await findLiveUserSessions(db, userId, now);
  return rows.map((row) => toActiveSession(row, currentId));
}
