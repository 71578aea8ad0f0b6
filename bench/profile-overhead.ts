/**
 * `npx tsx bench/profile-overhead.ts [path ...]`: where the time of one request goes.
 * Boots the app as bench/http-overhead-only.ts does, then for each path (default: the overhead
 * targets) loads it with autocannon in a child process (50 connections, BENCH_DURATION_S, 8 s by
 * default) while V8's sampling profiler records this process, and prints the time per request by
 * step (bench/lib/profile-summary.ts) with each step's top self-time frames. The profiles are written
 * to .tmp/profiles/ (open them in Chrome DevTools or speedscope). The path `bare` profiles the bare
 * node:http server of bench/lib/http-overhead.ts instead, in the same process: the reference for each
 * step's cost (the socket write, node's HTTP parser) on the machine as loaded at that moment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { bootOverheadApp } from './lib/boot-overhead-app';
import { OVERHEAD_CONNECTIONS, load, startBareServer } from './lib/http-overhead';
import { OVERHEAD_TARGETS } from './lib/http-targets';
import { printProfileSummary, summariseProfile, type CpuProfile } from './lib/profile-summary';

const PROFILE_DIR = '.tmp/profiles';
const durationS = Number(process.env.BENCH_DURATION_S ?? 8);
const targets = process.argv.length > 2 ? process.argv.slice(2) : OVERHEAD_TARGETS;

mkdirSync(PROFILE_DIR, { recursive: true });
const { address, close } = await bootOverheadApp(`.tmp/profile-overhead-${process.pid}`);
const bare = await startBareServer();
const session = new Session();
session.connect();
try {
  await session.post('Profiler.enable');
  // 200 µs: a few samples per request step at ~20 µs per request, without slowing the server much.
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  for (const path of targets) {
    const url = path === 'bare' ? bare.url : `${address}${path}`;
    await load(url, 1, OVERHEAD_CONNECTIONS); // JIT and fill the route's cache first
    await session.post('Profiler.start');
    const result = await load(url, durationS, OVERHEAD_CONNECTIONS);
    const { profile } = await session.post('Profiler.stop');
    const file = `${PROFILE_DIR}/${path.replace(/\W+/g, '_')}-${Date.now()}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(
      `\n${path}: ${result.rps} req/s, server CPU ${result.cpuMicrosPerRequest.toFixed(0)} µs/req` +
        ` (system ${result.cpuSystemMicrosPerRequest.toFixed(0)})` +
        ` (profiled, so slower than unprofiled); profile ${file}\n`,
    );
    printProfileSummary(summariseProfile(profile as unknown as CpuProfile), result.cpuMicrosPerRequest);
  }
} finally {
  session.disconnect();
  await bare.close();
  await close();
}
