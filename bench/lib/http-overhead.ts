/**
 * The cost of one request: a bare `node:http` server answering a small JSON body runs in
 * this process beside the app, and each endpoint's throughput is printed as a ratio to it, measured
 * in the same run. The machine is shared and noisy, so absolute req/s mean little between runs; the
 * ratio compares two servers under the same load at the same moment.
 *
 * Both servers run on this process's main thread (one at a time under load); autocannon runs in a
 * child process, so the load generator never shares a thread with the server, and this process's
 * CPU time during a load is the server's own: CPU microseconds per request is printed beside the
 * throughput, a figure that other processes on the machine disturb far less than req/s.
 * Each round loads bare, endpoint 1, bare, endpoint 2, ..., bare: an endpoint's ratio is against the
 * mean of the bare loads just before and after it. The median over the rounds is reported.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

export const OVERHEAD_CONNECTIONS = 50;

export interface OverheadRow {
  path: string;
  /** Median over the rounds. */
  requestsPerSecond: number;
  bareRequestsPerSecond: number;
  ratio: number;
  ratios: number[];
  /** Server CPU time per request (this process's user + system time during the load). */
  cpuMicrosPerRequest: number;
  bareCpuMicrosPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

const BARE_BODY = JSON.stringify({ status: 'ok' });

/** The reference: node:http with no framework, answering what /healthz answers. */
export async function startBareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(BARE_BODY),
    });
    res.end(BARE_BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  cpuMicrosPerRequest: number;
  /** The kernel's share of it (system time: the socket reads and writes). */
  cpuSystemMicrosPerRequest: number;
}

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export async function load(url: string, durationS: number, connections: number): Promise<Load> {
  const cpuBefore = process.cpuUsage();
  const child = spawn(
    process.execPath,
    [AUTOCANNON_CLI, '--json', '-c', String(connections), '-d', String(durationS), '-H', 'x-bench=1', url],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const cpu = process.cpuUsage(cpuBefore);
  if (code !== 0) throw new Error(`autocannon exited with ${code} for ${url}`);
  const result = JSON.parse(output.trim().split('\n').pop()!) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  };
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
    cpuSystemMicrosPerRequest: cpu.system / Math.max(1, result.requests.total),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function measureHttpOverhead(
  appAddress: string,
  paths: readonly string[],
  options: { rounds: number; durationS: number; connections?: number; onRound?: (round: number) => void },
): Promise<OverheadRow[]> {
  const connections = options.connections ?? OVERHEAD_CONNECTIONS;
  const bare = await startBareServer();
  const samples = new Map<string, { load: Load; bare: Load[] }[]>();
  try {
    // Warm-up: JIT both servers and fill the routes' caches before the clock starts.
    await load(bare.url, 1, connections);
    for (const path of paths) await load(`${appAddress}${path}`, 1, connections);
    for (let round = 1; round <= options.rounds; round++) {
      options.onRound?.(round);
      let before = await load(bare.url, options.durationS, connections);
      for (const path of paths) {
        const appLoad = await load(`${appAddress}${path}`, options.durationS, connections);
        const after = await load(bare.url, options.durationS, connections);
        const list = samples.get(path) ?? [];
        list.push({ load: appLoad, bare: [before, after] });
        samples.set(path, list);
        before = after;
      }
    }
  } finally {
    await bare.close();
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return paths.map((path) => {
    const list = samples.get(path)!;
    const bareRps = list.map((s) => mean(s.bare.map((b) => b.rps)));
    const ratios = list.map((s, i) => s.load.rps / bareRps[i]!);
    return {
      path,
      requestsPerSecond: Math.round(median(list.map((s) => s.load.rps))),
      bareRequestsPerSecond: Math.round(median(bareRps)),
      ratio: median(ratios),
      ratios,
      cpuMicrosPerRequest: median(list.map((s) => s.load.cpuMicrosPerRequest)),
      bareCpuMicrosPerRequest: median(list.map((s) => mean(s.bare.map((b) => b.cpuMicrosPerRequest)))),
      p50Ms: median(list.map((s) => s.load.p50)),
      p99Ms: median(list.map((s) => s.load.p99)),
      non2xx: list.reduce((sum, s) => sum + s.load.non2xx, 0),
    };
  });
}

export function printOverheadTable(rows: OverheadRow[], floors: Record<string, number> = {}): void {
  console.log(
    'endpoint'.padEnd(30),
    'req/s'.padStart(7),
    'bare'.padStart(7),
    'ratio'.padStart(6),
    'per round'.padStart(16),
    'CPU µs/req'.padStart(11),
    'bare'.padStart(5),
    'p50'.padStart(4),
    'p99'.padStart(4),
    ' floor',
  );
  for (const row of rows) {
    const floor = floors[row.path];
    const verdict = floor === undefined ? '' : `${floor.toFixed(1)}x ${row.ratio >= floor ? 'ok' : 'BELOW'}`;
    console.log(
      row.path.padEnd(30),
      String(row.requestsPerSecond).padStart(7),
      String(row.bareRequestsPerSecond).padStart(7),
      `${row.ratio.toFixed(2)}x`.padStart(6),
      row.ratios
        .map((r) => r.toFixed(2))
        .join(' ')
        .padStart(16),
      row.cpuMicrosPerRequest.toFixed(0).padStart(11),
      row.bareCpuMicrosPerRequest.toFixed(0).padStart(5),
      String(row.p50Ms).padStart(4),
      String(row.p99Ms).padStart(4),
      ` ${verdict}${row.non2xx ? ` (${row.non2xx} non-2xx)` : ''}`,
    );
  }
}
