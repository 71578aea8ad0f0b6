/**
 * `npx tsx bench/overhead-paired.ts <A> <B> [slices]`: the CPU per request of two servers, measured
 * in alternating slices. A and B are checkouts of the project (e.g. `git worktree add
 * ../before <commit>`) or `bare` (the bare node:http server). Both run at once, each in its own
 * process (bench/serve-overhead-app.ts); autocannon loads one, then the other, for
 * BENCH_SLICE_S seconds (2 by default), `slices` times (default 10) per target, the order swapped
 * every slice. Each slice's CPU is read from the loaded process's /proc stat, so both sides are
 * measured under the same seconds' conditions: on a shared 2-core machine one server's CPU per
 * request drifts by ±20 % over a minute. Prints, per target, each side's median CPU µs per request
 * and req/s, and the median of the paired ratios B/A. Run it once with the same checkout on both
 * sides first: that A/A spread (about ±10 % on 10 pairs on the machine of docs/performance.md's
 * ninth pass) is the smallest difference it can show.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { OVERHEAD_CONNECTIONS, load, median } from './lib/http-overhead';
import { OVERHEAD_TARGETS } from './lib/http-targets';
import { processCpuMs } from './lib/process-cpu';

const [a, b, slicesArg] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: npx tsx bench/overhead-paired.ts <A> <B> [slices]');
const slices = Number(slicesArg ?? 10);
const sliceS = Number(process.env.BENCH_SLICE_S ?? 2);
const targets = process.env.BENCH_TARGETS?.split(',') ?? OVERHEAD_TARGETS;
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const serveScript = path.join(path.dirname(new URL(import.meta.url).pathname), 'serve-overhead-app.ts');

interface Server {
  name: string;
  child: ChildProcessByStdio<Writable, Readable, null>;
  address: string;
  pid: number;
  /** The bare server answers every path alike: it is loaded at `/`. */
  bare: boolean;
}

async function start(name: string, target: string): Promise<Server> {
  const child = spawn(process.execPath, [tsx, serveScript, target], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.split('\n').find((l) => l.startsWith('{"address"'));
      if (ready) resolve(ready);
    });
    child.on('exit', (code) => reject(new Error(`${name} (${target}) exited with ${code}`)));
  });
  const { address, pid } = JSON.parse(line) as { address: string; pid: number };
  return { name, child, address, pid, bare: target === 'bare' };
}

async function measure(server: Server, url: string, durationS: number) {
  const before = processCpuMs(server.pid);
  const result = await load(url, durationS, OVERHEAD_CONNECTIONS);
  const requests = result.rps * durationS;
  return { rps: result.rps, cpu: ((processCpuMs(server.pid) - before) * 1000) / Math.max(1, requests) };
}

const servers = [await start('A', a), await start('B', b)];
try {
  const urlOf = (server: Server, target: string) => `${server.address}${server.bare ? '/' : target}`;
  console.log(`A ${a}\nB ${b}\n${slices} slices of ${sliceS} s per target, ${OVERHEAD_CONNECTIONS} connections`);
  for (const target of targets) {
    for (const server of servers) await measure(server, urlOf(server, target), 1); // JIT, caches
    const runs = { A: [] as { rps: number; cpu: number }[], B: [] as { rps: number; cpu: number }[] };
    for (let slice = 0; slice < slices; slice++) {
      const order = slice % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order)
        runs[server.name as 'A' | 'B'].push(await measure(server, urlOf(server, target), sliceS));
    }
    const ratio = median(runs.A.map((run, i) => runs.B[i]!.rps / run.rps));
    const cpuRatio = median(runs.A.map((run, i) => runs.B[i]!.cpu / run.cpu));
    console.log(
      `${target.padEnd(30)} A ${median(runs.A.map((r) => r.cpu)).toFixed(1)} µs ${median(runs.A.map((r) => r.rps))}/s` +
        `  B ${median(runs.B.map((r) => r.cpu)).toFixed(1)} µs ${median(runs.B.map((r) => r.rps))}/s` +
        `  B/A req/s ${ratio.toFixed(3)} (${runs.A.map((run, i) => (runs.B[i]!.rps / run.rps).toFixed(2)).join(' ')})` +
        `  B/A CPU ${cpuRatio.toFixed(3)}`,
    );
  }
} finally {
  for (const server of servers) server.child.stdin.end();
}
