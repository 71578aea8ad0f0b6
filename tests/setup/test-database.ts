import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';

/**
 * Test databases: migrate once into a template, copy it per test file. With DATABASE_URL the
 * template is a PostgreSQL database cloned with CREATE DATABASE ... TEMPLATE; without it, a PGlite
 * data folder copied on disk. Either way each test file owns a fresh, migrated database.
 */

export function serverUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function prepareTemplate(): Promise<{ templateDatabase: string; teardown: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    // One folder per run, so two runs on one machine never share a template.
    const dir = path.resolve(`.tmp/test-template-pglite-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    const handle = await openDatabase({ dataDir: dir });
    await runMigrations(handle);
    await handle.close();
    return { templateDatabase: dir, teardown: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `vino_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: serverUrlFor(baseUrl, name), dataDir: '' });
  await runMigrations(handle);
  await handle.close();
  return {
    templateDatabase: name,
    teardown: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this database (unset on the embedded one), for processes of its own. */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = path.resolve(`.tmp/test-db-${process.pid}-${randomBytes(4).toString('hex')}`);
    cpSync(inject('templateDatabase'), dir, { recursive: true });
    const handle = await openDatabase({ dataDir: dir });
    return {
      handle,
      async drop() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const template = inject('templateDatabase');
  if (!template) throw new Error('The integration global setup did not prepare a template database');
  const name = `vino_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  const url = serverUrlFor(baseUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
