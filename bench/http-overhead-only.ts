/**
 * `npx tsx bench/http-overhead-only.ts`: the bare-server ratio table alone (no engine, demo seed,
 * orders, websockets or Chromium), on a fresh embedded database with the content seed and the
 * production logger writing to /dev/null. BENCH_ROUNDS, BENCH_DURATION_S, BENCH_TARGETS (comma-separated
 * paths) and BENCH_LOGGER=off tune it.
 */
import { bootOverheadApp } from './lib/boot-overhead-app';
import { measureHttpOverhead, printOverheadTable } from './lib/http-overhead';
import { OVERHEAD_FLOORS, OVERHEAD_TARGETS } from './lib/http-targets';

const { address, close } = await bootOverheadApp(`.tmp/bench-overhead-${process.pid}`);
try {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const durationS = Number(process.env.BENCH_DURATION_S ?? 5);
  console.log(`Cost of one request: ${rounds} rounds, ${durationS} s per endpoint, 50 connections\n`);
  const targets = process.env.BENCH_TARGETS?.split(',') ?? OVERHEAD_TARGETS;
  const rows = await measureHttpOverhead(address, targets, { rounds, durationS });
  printOverheadTable(rows, OVERHEAD_FLOORS);
} finally {
  await close();
}
