import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../db/migrate';

/**
 * A VINO backup is one gzip file of JSON lines, written in this order:
 *   {"format":"vino-backup","version":1}                 the header
 *   {"table":"…","row":{…}}                              every row of every table (row_to_json)
 *   {"file":"kyc/…","data":"<base64>"}                   every stored file
 *   {"manifest":{…}}                                      what the lines above must add up to
 * The manifest comes last so the archive is written in one pass; a reader that does not reach it
 * has a truncated archive. Every table's rows and every file carry a SHA-256 in the manifest.
 */
export const BACKUP_FORMAT = 'vino-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const BackupManifestSchema = z.object({
  createdAt: z.string(),
  /** The database it was taken from: the archive restores into either kind. */
  source: z.enum(['embedded', 'postgres']),
  /** Migrations applied when it was taken: how many, and the last one's tag. */
  migration: z.object({ count: z.number().int().min(0), tag: z.string().nullable() }),
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), sha256: z.string() })),
  files: z.record(z.string(), z.object({ bytes: z.number().int().min(0), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export const BackupLineSchema = z.union([
  z.object({ format: z.literal(BACKUP_FORMAT), version: z.number().int() }),
  z.object({ file: z.string(), data: z.string() }),
  z.object({ manifest: BackupManifestSchema }),
]);

const ROW_PREFIX = '{"table":';
const ROW_INFIX = ',"row":';

/** A row line, written by hand around PostgreSQL's own JSON text of the row (never re-encoded). */
export function rowLine(table: string, rowJson: string): string {
  return `${ROW_PREFIX}${JSON.stringify(table)}${ROW_INFIX}${rowJson}}`;
}

/** A row line's table and the row's JSON text exactly as written, or null for another kind of line. */
export function parseRowLine(line: string): { table: string; rowJson: string } | null {
  if (!line.startsWith(ROW_PREFIX) || !line.endsWith('}')) return null;
  const infix = line.indexOf(ROW_INFIX);
  if (infix < 0) return null;
  const table = JSON.parse(line.slice(ROW_PREFIX.length, infix)) as unknown;
  if (typeof table !== 'string') return null;
  return { table, rowJson: line.slice(infix + ROW_INFIX.length, -1) };
}

/** The committed migrations, in order (drizzle's journal): what this code's schema version is. */
export function codeMigrations(folder = MIGRATIONS_FOLDER): { tag: string }[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries;
}

/** A backup or restore that cannot go ahead; its message says why and what to do. */
export class BackupError extends Error {}
