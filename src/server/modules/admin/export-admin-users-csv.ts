import { Readable } from 'node:stream';
import type { z } from 'zod';
import { ADMIN_USERS_CSV_COLUMNS, type AdminUsersFilterSchema } from '../../../contracts/admin-users';
import { csvLine } from '../../../domain/csv';
import type { Executor } from '../../db/client';
import { findProfilesAfter, type ProfileCursor } from '../reporting/reporting-module';
import { toManagedUser } from './admin-users-mapper';
import { toListFilter } from './find-admin-users';

/**
 * Rows fetched per query while streaming: memory stays flat whatever the list's size (about 220 KB
 * of JSON a batch); a list of 15,000 members is 15 statements.
 */
export const CSV_BATCH_SIZE = 1000;

/** The lines of the report: the header, then every matching user in the list's order, batch by batch. */
async function* reportLines(db: Executor, query: z.output<typeof AdminUsersFilterSchema>): AsyncGenerator<string> {
  const filter = toListFilter(query);
  yield csvLine(ADMIN_USERS_CSV_COLUMNS);
  let cursor: ProfileCursor | null = null;
  for (;;) {
    const batch = await findProfilesAfter(db, filter, cursor, CSV_BATCH_SIZE);
    if (batch.length === 0) return;
    let chunk = '';
    for (const { row } of batch) {
      const u = toManagedUser(row, row);
      chunk += csvLine(ADMIN_USERS_CSV_COLUMNS.map((column) => u[column]));
    }
    yield chunk;
    if (batch.length < CSV_BATCH_SIZE) return;
    cursor = batch[batch.length - 1]!.cursor;
  }
}

/**
 * Reports: the user list with the current filters as CSV, streamed (keyset batches pulled as the
 * client reads; never the whole file in memory). File name users-YYYY-MM-DD.csv.
 */
export function exportAdminUsersCsv(
  db: Executor,
  query: z.output<typeof AdminUsersFilterSchema>,
  now: Date,
): { filename: string; stream: Readable } {
  return {
    filename: `users-${now.toISOString().slice(0, 10)}.csv`,
    stream: Readable.from(reportLines(db, query), { objectMode: false }),
  };
}
