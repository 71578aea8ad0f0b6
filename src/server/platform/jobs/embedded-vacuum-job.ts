import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { vacuumTablesWithDeadRows } from '../../db/dead-row-vacuum';
import { registerRecurringJob } from './recurring-job';

export const EMBEDDED_VACUUM_QUEUE = 'db.vacuum';
/** As often as autovacuum would look at a busy database, within a few minutes. */
export const EMBEDDED_VACUUM_EVERY_MS = 5 * 60_000;

/** On the embedded database only: PostgreSQL's own autovacuum does this on a server. */
export async function registerEmbeddedVacuumJob(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  if (database.kind !== 'embedded') return;
  await registerRecurringJob(app, database.db, {
    queue: EMBEDDED_VACUUM_QUEUE,
    everyMs: EMBEDDED_VACUUM_EVERY_MS,
    dedupePrefix: 'embedded-vacuum',
    maxAttempts: 1,
    startNextSlot: true,
    run: async () => {
      const tables = await vacuumTablesWithDeadRows(database.db);
      if (tables.length > 0) app.log.info({ tables }, 'tables with dead rows vacuumed');
    },
  });
}
