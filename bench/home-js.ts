/**
 * `npx tsx bench/home-js.ts`: the home page's JavaScript only (the last part of `npm run bench`),
 * against the current client build (`npm run build` first). Boots the app on a fresh embedded database
 * with the demo seed and prints the gzip size of the scripts `/` loads.
 */
import { rmSync } from 'node:fs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed/seed';
import { measureInitialJs } from './initial-js';

const DATA_DIR = '.tmp/home-js-data';
rmSync(DATA_DIR, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SERVE_CLIENT: 'true',
  DEMO_MODE: 'true',
  DATA_DIR,
  DATABASE_URL: '',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ dataDir: DATA_DIR });
await runMigrations(database);
await seedDatabase(database.db, { demoMode: true });
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (let run = 1; run <= 2; run += 1) {
    const js = await measureInitialJs(`${address}/`);
    if (!js) throw new Error('No Chromium at /usr/bin/chromium');
    console.log(
      `run ${run}: to render / ${kb(js.firstRender.gzipBytes)} KB in ${js.firstRender.files} files; until idle ${kb(js.untilIdle.gzipBytes)} KB in ${js.untilIdle.files} files`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
