import { Readable } from 'node:stream';
import { desc, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SUBSCRIBERS_CSV_COLUMNS, type AdminSubscribersFilterSchema } from '../../../contracts/email';
import { csvLine } from '../../../domain/csv';
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/email';
import { subscriberFilter } from '../reporting/reporting-module';

const BATCH = 500;

/** The lines of the export: the header, then every matching subscriber newest first, in batches. */
async function* lines(db: Executor, filter: SQL | undefined): AsyncGenerator<string> {
  const s = newsletterSubscribers;
  yield csvLine(SUBSCRIBERS_CSV_COLUMNS);
  // Offset batches in a stable order: created_at carries microseconds a JS Date cannot hold, so a
  // keyset cursor on it would skip rows of one import (one transaction, one timestamp).
  for (let offset = 0; ; offset += BATCH) {
    const batch = await db
      .select()
      .from(s)
      .where(filter)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(BATCH)
      .offset(offset);
    if (!batch.length) return;
    // csvLine defuses formula cells (=, +, -, @): a name typed into a public form is user input.
    yield batch
      .map((r) =>
        csvLine([
          r.email,
          r.name,
          r.interests.join('; '),
          r.status,
          r.source,
          r.sourcePage,
          r.createdAt.toISOString(),
          r.confirmedAt?.toISOString(),
          r.unsubscribedAt?.toISOString(),
        ]),
      )
      .join('');
    if (batch.length < BATCH) return;
  }
}

/** Export CSV with the tab's filters, streamed; file name subscribers-YYYY-MM-DD.csv. */
export function exportSubscribersCsv(
  db: Executor,
  filter: z.output<typeof AdminSubscribersFilterSchema>,
  now: Date,
): { filename: string; stream: Readable } {
  return {
    filename: `subscribers-${now.toISOString().slice(0, 10)}.csv`,
    stream: Readable.from(lines(db, subscriberFilter(filter, now)), { objectMode: false }),
  };
}
