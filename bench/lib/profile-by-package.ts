/**
 * A V8 CPU profile's samples by where their innermost frame lives: PGlite's WebAssembly or its JS,
 * a package of node_modules, a file of src/, Node's own internals, garbage collection, idle. Used
 * by bench/profile-orders.ts, where the question is which layer an order's CPU goes to,
 * not which request step (that is bench/lib/profile-summary.ts).
 */
import type { CpuProfile } from './profile-summary';

function layerOf(functionName: string, url: string): string {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return '(program)';
  if (url.startsWith('wasm')) return 'PGlite WebAssembly';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg === '@electric-sql/pglite' ? 'PGlite JS' : pkg;
  if (url.includes('/src/')) return `src/${url.split('/src/')[1]}`;
  if (url.includes('/bench/')) return 'bench (profiling)';
  return 'node internals';
}

/**
 * Share of the busy samples per layer, largest first, and the ms of CPU per command they stand for
 * (the share times `cpuMsPerCommand`: samples are taken on a wall clock, so on a loaded machine
 * their count also holds the time the thread waited for a core).
 */
export function printProfileByPackage(profile: CpuProfile, cpuMsPerCommand: number, limit = 20): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = nodes.get(id)!.callFrame;
    const layer = layerOf(frame.functionName, frame.url);
    samples.set(layer, (samples.get(layer) ?? 0) + 1);
  }
  const total = profile.samples.length;
  const busy = total - (samples.get('idle') ?? 0);
  console.log(`CPU profile: ${total} samples, ${((100 * busy) / total).toFixed(0)} % busy; busy samples by layer:`);
  for (const [layer, count] of [...samples].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    if (layer === 'idle') continue;
    const share = count / busy;
    console.log(
      `${(100 * share).toFixed(1).padStart(6)} %  ${(share * cpuMsPerCommand).toFixed(3).padStart(7)} ms/command  ${layer}`,
    );
  }
}
