/**
 * Where an operator endpoint's time goes on the demo simulation: boots the bench app (the demo seed
 * on a fresh embedded database, or with PROFILE_KEEP=1 the seeded folder an earlier run left), then
 * for each path asked for runs PROFILE_ROUNDS requests as the demo admin, after one warm-up, and
 * prints the wall time per request, the part of it spent inside PGlite (which runs on this thread,
 * so the rest is JavaScript: routing, mapping, serialising, rendering) and the costliest statements
 * (PROFILE_LABEL characters of each). PROFILE_EXPLAIN=n also runs the n costliest statements of each
 * path under EXPLAIN ANALYZE, with the parameters they were last sent, and prints the plans.
 * PROFILE_DATA=<folder> names the data folder (another checkout can reuse a seeded one).
 * PROFILE_SAVE=<folder> writes each answer there, to compare two checkouts' answers byte for byte.
 *   npx tsx bench/profile-operator.ts /api/v1/admin/overview /api/v1/analytics/overview
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { bootDemoApp } from './lib/boot-demo-app';
import { timePgliteStatements } from './lib/pglite-statement-timing';
import { adminCookie } from './operator-endpoints';

const DATA_DIR = process.env.PROFILE_DATA ?? '.tmp/profile-operator-data';
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 5);
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('usage: npx tsx bench/profile-operator.ts <path> [path ...]');

async function boot() {
  if (process.env.PROFILE_KEEP !== '1' || !existsSync(`${DATA_DIR}/PG_VERSION`)) return bootDemoApp(DATA_DIR);
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    DATA_DIR,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase({ dataDir: DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, address, config };
}

const { app, database, address, config } = await boot();
const statements = timePgliteStatements(database.db, Number(process.env.PROFILE_LABEL ?? 160));
const client = (database.db as unknown as { $client: PGlite }).$client;
try {
  const cookie = await adminCookie(address, config.publicUrl);
  for (const path of paths) {
    const times: number[] = [];
    for (let i = 0; i <= ROUNDS; i++) {
      if (i === 1) statements.reset();
      const started = performance.now();
      const res = await fetch(`${address}${path}`, { headers: { cookie } });
      const body = Buffer.from(await res.arrayBuffer());
      const bytes = body.byteLength;
      if (i === 0 && process.env.PROFILE_SAVE) {
        mkdirSync(process.env.PROFILE_SAVE, { recursive: true });
        writeFileSync(`${process.env.PROFILE_SAVE}/${path.replace(/[^a-z0-9.]+/gi, '_')}`, body);
      }
      if (i > 0) times.push(performance.now() - started);
      if (i === 0) console.log(`\n${path}: ${res.status}, ${bytes} bytes`);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const pglite = statements.totalMs() / ROUNDS;
    console.log(
      `wall ${times.map((t) => t.toFixed(0)).join(', ')} ms; mean ${mean.toFixed(0)} ms, of which PGlite ${pglite.toFixed(0)} ms, the rest ${(mean - pglite).toFixed(0)} ms`,
    );
    statements.print(ROUNDS, Number(process.env.PROFILE_TOP ?? 10));
    for (const s of statements.costliest(Number(process.env.PROFILE_EXPLAIN ?? 0))) {
      const plan = await client.query<Record<string, string>>(`explain (analyze, buffers) ${s.text}`, s.params ?? []);
      console.log(`\n--- ${(s.ms / ROUNDS).toFixed(1)} ms a request: ${s.text}\n    params ${JSON.stringify(s.params)}`);
      for (const row of plan.rows) console.log(`    ${Object.values(row)[0]}`);
    }
  }
} finally {
  await app.close();
  await database.close();
}
