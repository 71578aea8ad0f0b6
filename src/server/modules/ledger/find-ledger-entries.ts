import type { Executor } from '../../db/client';
import { findUserEntries, type UserEntryRow } from './ledger-repository';

/** A page of the user's own journal, newest first; other owners' lines are never included. */
export async function findLedgerEntries(
  db: Executor,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: UserEntryRow[]; total: number }> {
  return findUserEntries(db, userId, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize });
}
