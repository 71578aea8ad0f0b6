import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './client';

/**
 * Autovacuum's defaults: a table is vacuumed once its dead rows (left by updates and deletes) exceed
 * this many plus this share of its live rows.
 */
export const VACUUM_BASE_THRESHOLD = 50;
export const VACUUM_SCALE_FACTOR = 0.2;

/**
 * What autovacuum does on PostgreSQL, for the embedded database, which has none (PGlite runs one
 * backend without PostgreSQL's background workers): the tables whose dead rows passed autovacuum's
 * threshold are vacuumed, so the space of rows that updates and deletes left behind (orders changing
 * status, account balances, jobs, per-minute volumes, sessions) is reused instead of growing the
 * tables and their indexes for as long as the server runs. On the embedded database's one
 * connection other queries wait while it runs (a table of 10,000 rows with 25,000 dead ones took
 * 15 ms), so it is done a table at a time. Returns the tables vacuumed, most dead rows first.
 */
export async function vacuumTablesWithDeadRows(db: Executor): Promise<string[]> {
  // PGlite's one backend never goes idle the way a server's do, so its table counters are only
  // published when asked; the flush happens at the end of this statement's transaction.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = await queryRows<{ table: string }>(
    db,
    sql`select relname as "table" from pg_stat_user_tables
        where schemaname = current_schema()
          and n_dead_tup > ${VACUUM_BASE_THRESHOLD}::float8 + ${VACUUM_SCALE_FACTOR}::float8 * n_live_tup
        order by n_dead_tup desc`,
  );
  for (const { table } of due) await db.execute(sql`vacuum ${sql.identifier(table)}`);
  return due.map((row) => row.table);
}
