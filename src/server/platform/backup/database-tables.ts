import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

export interface TableColumns {
  name: string;
  /** Columns a restore writes: every column but generated ones. */
  writable: string[];
  /** Columns fed by a sequence (serial or identity), whose sequence a restore moves past the data. */
  sequenced: string[];
}

/** The application's tables (schema public) with the columns a backup and a restore need. */
export async function listTables(db: Executor): Promise<TableColumns[]> {
  const rows = await queryRows<{ table_name: string; column_name: string; is_generated: string; sequenced: boolean }>(
    db,
    sql`select c.table_name, c.column_name, c.is_generated,
               (c.is_identity = 'YES' or coalesce(c.column_default, '') like 'nextval(%') as sequenced
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, TableColumns>();
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, writable: [], sequenced: [] };
    if (row.is_generated !== 'ALWAYS') table.writable.push(row.column_name);
    if (row.sequenced) table.sequenced.push(row.column_name);
    tables.set(row.table_name, table);
  }
  return [...tables.values()];
}

/** How many migrations the database has applied (0 when it has none, or no migrations table). */
export async function appliedMigrationCount(db: Executor): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/** A quoted SQL identifier. */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
