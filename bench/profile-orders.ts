/**
 * Where an order's time goes: boots the bench app (embedded, or with PROFILE_DATABASE_URL
 * on that PostgreSQL database, emptied first), runs the order bench (bench/orders.ts, clients in a
 * child process) and meanwhile takes a V8 CPU profile of this process through node:inspector, then
 * prints the CPU of the server's main thread per command, the profile by layer and, embedded, PGlite's
 * time per statement and protocol step. The profile is written to .tmp/orders.cpuprofile (open it
 * in Chrome DevTools or speedscope).
 *   npx tsx bench/profile-orders.ts
 *   PROFILE_DATABASE_URL=postgres://... npx tsx bench/profile-orders.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { bootDemoApp } from './lib/boot-demo-app';
import { formatOrderBench, measureOrderPlacement } from './orders';
import { timePgliteStatements } from './lib/pglite-statement-timing';
import { mainThreadCpuMs } from './lib/process-cpu';
import { printProfileByPackage } from './lib/profile-by-package';
import type { CpuProfile } from './lib/profile-summary';

const DATA_DIR = '.tmp/profile-orders-data';
/** 5 kHz: enough samples in a few seconds without slowing the server much. */
const SAMPLING_INTERVAL_US = 200;

const databaseUrl = process.env.PROFILE_DATABASE_URL;
const { app, database, address, config } = await bootDemoApp(DATA_DIR, { databaseUrl });
const statements = database.kind === 'embedded' ? timePgliteStatements(database.db) : null;
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
let cpuBefore = 0;
const result = await measureOrderPlacement(app, address, config.publicUrl, async () => {
  await session.post('Profiler.start');
  statements?.reset();
  cpuBefore = mainThreadCpuMs();
});
const mainCpuMs = mainThreadCpuMs() - cpuBefore;
const { profile } = await session.post('Profiler.stop');
session.disconnect();

const commands = result.orders + result.cancels;
console.log(formatOrderBench(database.kind, result));
console.log(`Server main thread: ${(mainCpuMs / commands).toFixed(2)} ms of CPU per command`);
printProfileByPackage(profile as CpuProfile, mainCpuMs / commands);
statements?.print(commands);
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/orders.cpuprofile', JSON.stringify(profile));
await app.close();
await database.close();
rmSync(DATA_DIR, { recursive: true, force: true });
