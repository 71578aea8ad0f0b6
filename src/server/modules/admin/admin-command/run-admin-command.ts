import { loadConfig } from '../../../config';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import { createAuth } from '../../../platform/auth/create-auth';
import { issueSetPasswordLink } from '../../../platform/auth/set-password-link';
import { createSettingsService } from '../../../platform/settings/settings-service';
import { createAdminAccount, promoteToAdmin } from './make-admin';
import { ADMIN_COMMAND_USAGE, parseAdminCommand } from './parse-admin-command';

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes: 0 done, 1 refused or failed (nothing changed), 2 a wrong command line. */
export async function runAdminCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
  /** An open database to use instead of the configured one (tests, beside a running app). */
  openedDatabase?: DatabaseHandle,
): Promise<number> {
  const parsed = parseAdminCommand(argv);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n${ADMIN_COMMAND_USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const database = openedDatabase ?? (await openReachableDatabase(config.databaseUrl, config.dataDir, io));
  if (!database) return 1;
  try {
    // The command may be the first thing run against a new database: its tables come first.
    await runMigrations(database);
    const db = database.db;
    if (parsed.command === 'promote') {
      const result = await promoteToAdmin(db, parsed.email);
      if (!result) {
        io.err(`No account uses ${parsed.email}. Create it with: npm run admin -- create --email ${parsed.email}`);
        return 1;
      }
      io.out(
        result.outcome === 'unchanged'
          ? `${result.email} is already an admin; nothing changed.`
          : `${result.email} is now an admin.`,
      );
      return 0;
    }
    const result = await createAdminAccount(db, { email: parsed.email, name: parsed.name ?? 'Administrator' });
    io.out(
      result.outcome === 'created'
        ? `Created the admin account ${result.email}.`
        : result.outcome === 'promoted'
          ? `${result.email} already had an account; it is now an admin.`
          : `${result.email} is already an admin.`,
    );
    // Nothing is mailed by the command; the mailer is only there because Better Auth wants one.
    const auth = await createAuth({
      db,
      config,
      settings: createSettingsService(db),
      mailer: {
        transport: config.mail.transport,
        send: () => Promise.reject(new Error('The admin command sends no mail')),
      },
    });
    const link = await issueSetPasswordLink(auth, result.userId, config.publicUrl);
    io.out(`Open this link to set the password (one use, until ${link.expiresAt.toISOString()}):`);
    io.out(link.url);
    return 0;
  } finally {
    if (!openedDatabase) await database.close();
  }
}

async function openReachableDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  io: CommandOutput,
): Promise<DatabaseHandle | undefined> {
  const where = databaseUrl ? hostOf(databaseUrl) : `the embedded database in ${dataDir}`;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl, dataDir });
    await database.ping();
    return database;
  } catch (error) {
    await database?.close().catch(() => undefined);
    io.err(`Cannot reach ${where}: ${rootCause(error)}. Nothing was changed.`);
    return undefined;
  }
}

/** The driver's own words (drizzle wraps them in 'Failed query'; a refused connection may only have a code). */
function rootCause(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return String(inner);
  return inner.message || (inner as { code?: string }).code || inner.name;
}

/** The server and database of a URL, never its password. */
function hostOf(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `the database ${url.pathname.slice(1)} on ${url.host}`;
  } catch {
    return 'the database';
  }
}
