/**
 * The app as the request-overhead benches load it: a fresh embedded database in
 * `dataDir` with the content seed, no client files, the production logger writing to /dev/null
 * (BENCH_LOGGER=off: no logger, to see its cost; BENCH_LOG_LEVEL: another level) and the rate limit
 * high enough never to answer 429, listening on a free port.
 */
import { rmSync } from 'node:fs';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { benchLogger } from './http-targets';

export async function bootOverheadApp(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    SERVE_CLIENT: 'false',
    DEMO_MODE: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  await seedDatabase(database.db, { demoMode: false });
  const app = await buildApp({
    config,
    database,
    logger: process.env.BENCH_LOGGER === 'off' ? false : benchLogger(config),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, address, close };
}
