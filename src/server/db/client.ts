import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: modules never need to know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Round-trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for session state that must live as
   * long as the connection (the market owners' advisory locks, market-ownership.ts).
   */
  openSession?: () => pg.Client;
  /**
   * PostgreSQL only: how many app instances are connected to this database now (this one
   * included), told apart by the application name each gives its connections.
   */
  countInstances?: () => Promise<number>;
}

/** The application name of an app instance's connections; tools (backup, admin) use another. */
const APP_CONNECTION_PREFIX = 'vino-app ';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** Told when the server drops an idle connection (restart, failover, admin termination). */
  onIdleConnectionError?: (error: Error) => void;
  /** A command-line tool, not an app instance: not counted by countInstances. */
  isTool?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const applicationName = options.isTool ? 'vino-tool' : `${APP_CONNECTION_PREFIX}${randomUUID()}`;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, application_name: applicationName });
    // An idle connection the server closes emits 'error' on the pool; unhandled, it would crash the
    // process. The pool drops that connection and opens a new one for the next query.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      // Keep-alive and a query timeout: a session that silently died must not look alive for hours.
      openSession: () =>
        new pg.Client({
          connectionString: options.databaseUrl,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          query_timeout: 10_000,
          application_name: applicationName,
        }),
      countInstances: async () => {
        const rows = await queryRows<{ instances: number }>(
          db,
          sql`select count(distinct application_name)::int as instances from pg_stat_activity
              where datname = current_database() and starts_with(application_name, ${APP_CONNECTION_PREFIX})`,
        );
        return rows[0]?.instances ?? 1;
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
