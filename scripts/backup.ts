/**
 * `npm run backup -- [--out <file>]`: one archive of the database and the stored files, with a
 * manifest (docs/operations.md). Reads the same environment as `npm start`. On the embedded
 * database, stop the server first: PGlite is opened by one process at a time.
 */
import { ConfigError } from '../src/server/config';
import { runBackupCommand } from '../src/server/platform/backup/run-backup-command';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
try {
  process.exitCode = await runBackupCommand('backup', process.argv.slice(2), process.env, io);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
