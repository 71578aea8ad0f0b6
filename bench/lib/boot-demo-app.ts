/**
 * The app as the benchmarks load it: a fresh embedded database in `dataDir` with the demo seed,
 * the built client served, logs silent and the rate limit out of the way, listening on a free port.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed/seed';

export interface BootOptions {
  /** LOG_LEVEL of the app's config ('silent' unless told). */
  logLevel?: string;
  /** The Fastify logger option built from the config; none (false) unless given. */
  logger?: (config: AppConfig) => object;
  /** A PostgreSQL database to boot on instead (emptied first: its public schema is dropped). */
  databaseUrl?: string;
}

export async function bootDemoApp(dataDir: string, options: BootOptions = {}) {
  rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: options.logLevel ?? 'silent',
    SERVE_CLIENT: 'true',
    DEMO_MODE: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  if (options.databaseUrl)
    await database.db.execute(sql`drop schema if exists public, drizzle cascade; create schema public`);
  await runMigrations(database);
  await seedDatabase(database.db, { demoMode: true });
  const app = await buildApp({ config, database, logger: options.logger ? options.logger(config) : false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, address, config };
}
