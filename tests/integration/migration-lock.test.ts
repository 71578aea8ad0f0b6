import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, runMigrations } from '../../src/server/db/migrate';
import { serverUrlFor } from '../setup/test-database';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/**
 * Two instances started together on one PostgreSQL database both run migrations: they take turns
 * under an advisory lock, so every migration is applied exactly once and neither start fails.
 */
describe.skipIf(!process.env.DATABASE_URL)('migrations under several instances', () => {
  const base = process.env.DATABASE_URL!;
  const name = `vino_migrate_${randomBytes(4).toString('hex')}`;
  const url = serverUrlFor(base ?? 'postgres://x/y', name);
  const admin = new pg.Client({ connectionString: base });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('lets two migrators started at once on an empty database take turns under a lock', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const first = await openDatabase({ databaseUrl: url, dataDir: '' });
    const second = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      const both = Promise.all([runMigrations(first), runMigrations(second)]);
      // While someone holds the lock, neither migrator touches the database.
      await new Promise((resolve) => setTimeout(resolve, 800));
      const before = await holder.query(
        `select to_regclass('drizzle.__drizzle_migrations') as t, to_regclass('public.orders') as o`,
      );
      expect(before.rows[0]).toEqual({ t: null, o: null });
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      await both;
      const applied = await holder.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    } finally {
      await Promise.all([first.close(), second.close(), holder.end()]);
    }
  });
});
