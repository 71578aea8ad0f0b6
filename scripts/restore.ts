/**
 * `npm run restore -- <archive>`: restores a backup into an empty database and empty storage, after
 * checking it whole (docs/operations.md). Reads the same environment as `npm start`.
 */
import { ConfigError } from '../src/server/config';
import { runBackupCommand } from '../src/server/platform/backup/run-backup-command';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
try {
  process.exitCode = await runBackupCommand('restore', process.argv.slice(2), process.env, io);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
