import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../db/client';
import type { FileStorage } from '../storage/file-storage';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, codeMigrations, rowLine, type BackupManifest } from './backup-format';
import { appliedMigrationCount, ident, listTables } from './database-tables';

/** Reads a stored file whole (backups hold files as lines of base64). */
async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Writes one archive of the database and the files to `outFile` (backup-format.ts). The rows are
 * read in one repeatable-read transaction, so every table is seen at the same instant even while
 * the app keeps writing; files are copied after it (a file is written before the row naming it,
 * so every row's file is there; a file uploaded meanwhile may be copied without its row).
 */
export async function createBackup(
  database: DatabaseHandle,
  storage: FileStorage,
  outFile: string,
  now: () => Date = () => new Date(),
): Promise<BackupManifest> {
  const gzip = createGzip();
  const out = createWriteStream(outFile, { flags: 'wx' });
  gzip.pipe(out);
  const writeText = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const write = (line: object) => writeText(JSON.stringify(line));
  const manifest: BackupManifest = {
    createdAt: now().toISOString(),
    source: database.kind,
    migration: { count: 0, tag: null },
    tables: {},
    files: {},
  };
  try {
    await write({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION });
    await database.db.transaction(
      async (tx) => {
        const count = await appliedMigrationCount(tx);
        manifest.migration = { count, tag: codeMigrations()[count - 1]?.tag ?? null };
        for (const table of await listTables(tx)) {
          const hash = createHash('sha256');
          const rows = await queryRows<{ row: string }>(
            tx,
            sql`select row_to_json(t)::text as row from ${ident(table.name)} t`,
          );
          for (const { row } of rows) {
            hash.update(`${row}\n`);
            // The row stays PostgreSQL's own JSON text: parsing it in JavaScript would round
            // numeric values (ledger amounts have 18 decimals) to doubles.
            await writeText(rowLine(table.name, row));
          }
          manifest.tables[table.name] = { rows: rows.length, sha256: hash.digest('hex') };
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for await (const { key } of storage.list()) {
      const bytes = await readAll(storage, key);
      if (!bytes) continue; // removed since it was listed
      manifest.files[key] = { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
      await write({ file: key, data: bytes.toString('base64') });
    }
    await write({ manifest });
  } finally {
    gzip.end();
    await finished(out);
  }
  return manifest;
}
