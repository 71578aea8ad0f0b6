/**
 * `npx tsx bench/http-overhead-only.ts`: the bare-server ratio table alone (no engine, demo seed,
 * orders, websockets or Chromium), on a fresh embedded database with the content seed and the
 * production logger writing to /dev/null. BENCH_ROUNDS, BENCH_DURATION_S, BENCH_TARGETS (comma-separated
 * paths) and BENCH_LOGGER=off tune it.
 */
import { rmSync } from 'node:fs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed/seed';
import { measureHttpOverhead, printOverheadTable } from './http-overhead';
import { OVERHEAD_FLOORS, OVERHEAD_TARGETS, benchLogger } from './http-targets';

const DATA_DIR = `.tmp/bench-overhead-${process.pid}`;
rmSync(DATA_DIR, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  SERVE_CLIENT: 'false',
  DEMO_MODE: 'false',
  DATA_DIR,
  DATABASE_URL: '',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ dataDir: DATA_DIR });
await runMigrations(database);
await seedDatabase(database.db, { demoMode: false });
// BENCH_LOGGER=off measures without the logger (to see its cost); BENCH_TARGETS=/healthz,... filters.
const app = await buildApp({
  config,
  database,
  logger: process.env.BENCH_LOGGER === 'off' ? false : benchLogger(config),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const durationS = Number(process.env.BENCH_DURATION_S ?? 5);
  console.log(`Cost of one request: ${rounds} rounds, ${durationS} s per endpoint, 50 connections\n`);
  const targets = process.env.BENCH_TARGETS?.split(',') ?? OVERHEAD_TARGETS;
  const rows = await measureHttpOverhead(address, targets, { rounds, durationS });
  printOverheadTable(rows, OVERHEAD_FLOORS);
} finally {
  await app.close();
  await database.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
