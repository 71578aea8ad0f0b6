import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every migrator takes on PostgreSQL (one 64-bit key; the market locks use the
 * two-key form, so they cannot collide). Several instances started together each run migrations:
 * the first one applies them while the others wait, then find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 7_301_975_112_233n;
const LOCK_POLL_MS = 200;

/** Applies the committed SQL migrations that have not run yet (idempotent). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'embedded') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // A session lock, on a connection of its own: drizzle's migrator runs on the pool beside it, and
  // the lock goes with the connection if this process dies half-way.
  const session = handle.openSession!();
  await session.connect();
  try {
    // Polled, not a blocking pg_advisory_lock: the session's query timeout would cut a long wait.
    const key = MIGRATION_LOCK_KEY.toString();
    while (!(await session.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key])).rows[0]?.ok)
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined);
    await session.end();
  }
}
