/**
 * Boots the app the way `npm start` does (production logger, rate limit, helmet, metrics) on a fresh
 * embedded database with the content seed, logs to /dev/null, and prints its address. Used to
 * profile the per-request overhead:
 *   node --cpu-prof --cpu-prof-dir=.tmp/prof --import tsx bench/profile-server.ts
 *   npx autocannon -c 50 -d 10 http://127.0.0.1:<port>/healthz
 * then Ctrl-C (SIGINT) closes the app and writes the profile.
 */
import { rmSync } from 'node:fs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed/seed';
import { createLoggerOptions } from '../src/server/platform/observability/request-log';

const DATA_DIR = `.tmp/profile-data-${process.pid}`;
rmSync(DATA_DIR, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  PORT: process.env.PORT ?? '0',
  HOST: '127.0.0.1',
  SERVE_CLIENT: 'false',
  DEMO_MODE: 'false',
  DATA_DIR,
  DATABASE_URL: '',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ dataDir: DATA_DIR });
await runMigrations(database);
await seedDatabase(database.db, { demoMode: false });
const logFile = process.env.BENCH_LOG_FILE ?? '/dev/null';
const app = await buildApp({
  config,
  database,
  logger: createLoggerOptions(config.logLevel, logFile),
});
const address = await app.listen({ port: config.port, host: config.host });
console.log(`listening ${address}`);
const stop = async () => {
  await app.close();
  await database.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
