import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { queryRows, type DatabaseHandle, type Executor } from '../../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate';
import type { FileStorage } from '../storage/file-storage';
import { archiveLines } from './archive-lines';
import {
  BACKUP_FORMAT,
  BackupError,
  BackupLineSchema,
  codeMigrations,
  parseRowLine,
  type BackupManifest,
} from './backup-format';
import { appliedMigrationCount, ident, listTables, type TableColumns } from './database-tables';

const INSERT_BATCH_ROWS = 500;

/**
 * Reads the whole archive once, checking its header, every row's and file's checksum and count
 * against the manifest at its end: nothing is restored from an archive that does not add up.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const tables = new Map<string, { rows: number; hash: ReturnType<typeof createHash> }>();
  const files = new Map<string, { bytes: number; sha256: string }>();
  let manifest: BackupManifest | null = null;
  let first = true;
  for await (const line of archiveLines(file)) {
    if (manifest) throw new BackupError(`${file} has data after its manifest: it is not a VINO backup.`);
    const row = first ? null : parseRowLine(line);
    if (row) {
      const table = tables.get(row.table) ?? { rows: 0, hash: createHash('sha256') };
      table.rows += 1;
      table.hash.update(`${row.rowJson}\n`);
      tables.set(row.table, table);
      continue;
    }
    let parsed;
    try {
      parsed = BackupLineSchema.safeParse(JSON.parse(line));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) throw new BackupError(`${file} is not a VINO backup (a line it cannot read).`);
    const value = parsed.data;
    if (first) {
      if (!('format' in value) || value.format !== BACKUP_FORMAT)
        throw new BackupError(`${file} is not a VINO backup (no VINO header).`);
      first = false;
    } else if ('file' in value) {
      const bytes = Buffer.from(value.data, 'base64');
      files.set(value.file, { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    } else if ('manifest' in value) {
      manifest = value.manifest;
    } else {
      throw new BackupError(`${file} is not a VINO backup (a second header).`);
    }
  }
  if (first) throw new BackupError(`${file} is empty: it is not a VINO backup.`);
  if (!manifest) throw new BackupError(`${file} is truncated: it ends before its manifest.`);
  for (const [name, expected] of Object.entries(manifest.tables)) {
    const seen = tables.get(name);
    const sha256 = seen?.hash.digest('hex') ?? createHash('sha256').digest('hex');
    if ((seen?.rows ?? 0) !== expected.rows || sha256 !== expected.sha256)
      throw new BackupError(`${file} is damaged: the rows of table ${name} do not match their checksum.`);
    tables.delete(name);
  }
  if (tables.size) throw new BackupError(`${file} is damaged: rows of tables its manifest does not list.`);
  for (const [key, expected] of Object.entries(manifest.files)) {
    const seen = files.get(key);
    if (!seen || seen.sha256 !== expected.sha256 || seen.bytes !== expected.bytes)
      throw new BackupError(`${file} is damaged: the file ${key} does not match its checksum.`);
  }
  return manifest;
}

/** Applies the committed migrations up to the `count`-th only (the archive's schema). */
async function migrateTo(database: DatabaseHandle, count: number): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vino-restore-migrations-'));
  try {
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(JSON.stringify(await import(journalFile, { with: { type: 'json' } }))) as {
      default: { entries: unknown[] };
    };
    const trimmed = { ...journal.default, entries: journal.default.entries.slice(0, count) };
    writeFileSync(journalFile, JSON.stringify(trimmed));
    if (database.kind === 'embedded')
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function insertRows(tx: Executor, table: TableColumns, rows: string[]): Promise<void> {
  const columns = sql.join(
    table.writable.map((column) => ident(column)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${ident(table.name)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${ident(table.name)}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/**
 * Refuses a target someone already uses: a restore fills a database with no accounts (new, or only
 * migrated and seeded with content, which the restore replaces). Storage keeps any files it has;
 * the archive's files are written over them.
 */
async function assertEmptyTarget(database: DatabaseHandle, archiveCount: number) {
  const applied = await appliedMigrationCount(database.db);
  if (applied > archiveCount)
    throw new BackupError(
      'The target database has a newer schema than the archive: restore into an empty database (create a new one).',
    );
  if (applied === 0) return;
  const [row] = await queryRows<{ any: boolean }>(database.db, sql`select exists (select 1 from "user") as any`);
  if (row?.any)
    throw new BackupError('The target database is not empty (it has accounts): restore into an empty database.');
}

/**
 * Restores an archive into an empty database and empty storage: verifies it whole first, refuses a
 * schema newer than this code, builds the archive's schema, loads every row in one transaction
 * (triggers and foreign keys held back while loading, as pg_restore does), moves the sequences past
 * the data, writes the files, then applies the migrations the archive predates.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  storage: FileStorage,
  file: string,
): Promise<BackupManifest> {
  const manifest = await verifyArchive(file);
  const code = codeMigrations();
  const { count, tag } = manifest.migration;
  if (count > code.length)
    throw new BackupError(
      `The archive's schema (${tag}) is newer than this code's (${code.at(-1)?.tag}): restore it with the version that made it.`,
    );
  if (count > 0 && code[count - 1]?.tag !== tag)
    throw new BackupError(`The archive's schema (${tag}) is not one this code knows: it is not a VINO backup.`);
  await assertEmptyTarget(database, count);
  await migrateTo(database, count);

  const tables = new Map((await listTables(database.db)).map((table) => [table.name, table]));
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // What migrations and a first start seeded (settings, content) gives way to the archive's rows.
    for (const name of tables.keys()) await tx.execute(sql`delete from ${ident(name)}`);
    let batch: { table: TableColumns; rows: string[] } | null = null;
    const flush = async () => {
      if (batch?.rows.length) await insertRows(tx, batch.table, batch.rows);
      batch = null;
    };
    for await (const line of archiveLines(file)) {
      const row = parseRowLine(line);
      if (!row) continue;
      if (batch?.table.name !== row.table) {
        await flush();
        const table = tables.get(row.table);
        if (!table) throw new BackupError(`The archive has a table this schema does not: ${row.table}.`);
        batch = { table, rows: [] };
      }
      batch!.rows.push(row.rowJson);
      if (batch!.rows.length >= INSERT_BATCH_ROWS) {
        const table: TableColumns = batch!.table;
        await flush();
        batch = { table, rows: [] };
      }
    }
    await flush();
    for (const table of tables.values())
      for (const column of table.sequenced)
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}),
                            coalesce((select max(${ident(column)}) from ${ident(table.name)}), 1),
                            (select max(${ident(column)}) from ${ident(table.name)}) is not null)`,
        );
  });
  for await (const line of archiveLines(file)) {
    if (!line.startsWith('{"file":')) continue;
    const value = JSON.parse(line) as { file: string; data: string };
    await storage.put(value.file, Buffer.from(value.data, 'base64'));
  }
  await runMigrations(database);
  return manifest;
}
