import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { buildApp } from './app';
import { StorageConfigError } from './platform/storage/file-storage';

const SHUTDOWN_GRACE_MS = 10_000;

/** Reads config, opens and migrates the database, seeds, listens, and closes gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) => console.warn(`Database connection closed by the server: ${error.message}`),
  });
  await runMigrations(database);
  await seedDatabase(database.db, { demoMode: config.demoMode });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.jobWorker.start();
  // Demo mode keeps the books two-sided with a system market maker (never in tests unless asked).
  if (config.demoMode) app.market.marketMaker.start();
  app.log.info({ url: config.publicUrl, database: database.kind, demoMode: config.demoMode }, 'VINO is running');
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof StorageConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
