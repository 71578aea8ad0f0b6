/**
 * `npx tsx bench/overhead-cpu.ts [checkout]`: the CPU the app spends per request on each overhead
 * target, user and system apart, from the app of `checkout` (default: this one). Loads
 * each path twice for 3 s with 20 connections (autocannon in a child process) and prints one JSON
 * line. bench/overhead-ab.ts runs it for two checkouts in turn: on a busy machine the user CPU per
 * request is far steadier than a throughput ratio, so this is how a change is judged before the
 * quiet-machine table.
 */
import path from 'node:path';
import { load } from './lib/http-overhead';
import { OVERHEAD_TARGETS } from './lib/http-targets';
import { overheadAppPath } from './lib/overhead-app-path';

const checkout = path.resolve(process.argv[2] ?? '.');
const { bootOverheadApp } = (await import(overheadAppPath(checkout))) as typeof import('./lib/boot-overhead-app');
const targets = process.env.BENCH_TARGETS?.split(',') ?? OVERHEAD_TARGETS;

async function cpuPerRequest(url: string, durationS: number): Promise<{ user: number; system: number }> {
  const { cpuMicrosPerRequest, cpuSystemMicrosPerRequest } = await load(url, durationS, 20);
  return { user: cpuMicrosPerRequest - cpuSystemMicrosPerRequest, system: cpuSystemMicrosPerRequest };
}

const { address, close } = await bootOverheadApp(`.tmp/overhead-cpu-${process.pid}`);
try {
  for (const target of targets) await cpuPerRequest(`${address}${target}`, 1); // JIT and caches
  const result: Record<string, { user: number[]; system: number[] }> = {};
  for (const target of targets) {
    const runs = [await cpuPerRequest(`${address}${target}`, 3), await cpuPerRequest(`${address}${target}`, 3)];
    result[target] = {
      user: runs.map((r) => Math.round(r.user * 10) / 10),
      system: runs.map((r) => Math.round(r.system * 10) / 10),
    };
  }
  console.log(JSON.stringify({ checkout, result }));
} finally {
  await close();
}
