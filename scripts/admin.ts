/**
 * `npm run admin -- create --email … [--name …]` and `npm run admin -- promote --email …`: the first
 * admin of a deployment (see docs/deploy.md). Reads the same environment as `npm start`.
 */
import { ConfigError } from '../src/server/config';
import { runAdminCommand } from '../src/server/modules/admin/admin-command/run-admin-command';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
try {
  process.exitCode = await runAdminCommand(process.argv.slice(2), process.env, io);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
