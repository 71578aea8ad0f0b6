import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { openFileStorage } from '../storage/open-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { BackupError } from './backup-format';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export const BACKUP_USAGE = 'Usage: npm run backup -- [--out <file>]';
export const RESTORE_USAGE = 'Usage: npm run restore -- <archive>';

/** Opened beside a running app (tests): the command uses these instead of opening its own. */
export interface OpenedTarget {
  database: DatabaseHandle;
  storage: FileStorage;
}

type Parsed = { command: 'backup'; out: string | undefined } | { command: 'restore'; archive: string } | { error: string };

function parse(command: 'backup' | 'restore', argv: readonly string[]): Parsed {
  if (command === 'backup') {
    if (argv.length === 0) return { command, out: undefined };
    if (argv.length === 2 && argv[0] === '--out' && argv[1]) return { command, out: argv[1] };
    return { error: `Unknown arguments: ${argv.join(' ')}` };
  }
  if (argv.length === 1 && argv[0] && !argv[0].startsWith('-')) return { command, archive: argv[0] };
  return { error: argv.length ? `Unknown arguments: ${argv.join(' ')}` : 'Name the archive to restore.' };
}

/**
 * `npm run backup` and `npm run restore` (docs/operations.md). Exit codes: 0 done, 1 refused or
 * failed (a restore changes nothing before its checks pass), 2 a wrong command line.
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
  opened?: OpenedTarget,
  now: () => Date = () => new Date(),
): Promise<number> {
  const parsed = parse(command, argv);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n${command === 'backup' ? BACKUP_USAGE : RESTORE_USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  let database = opened?.database;
  let storage = opened?.storage;
  try {
    if (!database) {
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, isTool: true });
      await database.ping();
    }
    storage ??= await openFileStorage(config.storage);
    if (parsed.command === 'backup') {
      const out = parsed.out ?? path.join('backups', `vino-${now().toISOString().replace(/[:.]/g, '-')}.backup.gz`);
      mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
      // The schema first: a backup of a database this code has not migrated would not restore here.
      await runMigrations(database);
      const manifest = await createBackup(database, storage, out, now);
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      io.out(
        `Wrote ${out}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ` +
          `${Object.keys(manifest.files).length} files, schema ${manifest.migration.tag}.`,
      );
      return 0;
    }
    const manifest = await restoreBackup(database, storage, parsed.archive);
    io.out(
      `Restored ${parsed.archive} (taken ${manifest.createdAt} from the ${manifest.source} database): ` +
        `${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.files).length} files.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      io.err(`${error.message} Nothing was changed.`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      io.err(`${(error as NodeJS.ErrnoException).path} already exists: name another file with --out.`);
      return 1;
    }
    io.err(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${rootCause(error)}`);
    return 1;
  } finally {
    if (!opened) {
      await database?.close().catch(() => undefined);
      storage?.close();
    }
  }
}

/** The driver's own words (drizzle wraps them in 'Failed query'; a refused connection may only have a code). */
function rootCause(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return String(inner);
  return inner.message || (inner as { code?: string }).code || inner.name;
}
