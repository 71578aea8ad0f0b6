/**
 * The cost of one request (issue 17): a bare `node:http` server answering a small JSON body runs in
 * this process beside the app, and each endpoint's throughput is printed as a ratio to it, measured
 * in the same run. The machine is shared and noisy, so absolute req/s mean little between runs; the
 * ratio compares two servers under the same load at the same moment.
 *
 * Both servers run on this process's main thread (one at a time under load); autocannon runs in a
 * worker thread, so the load generator never competes with the server for the same thread.
 * Rounds alternate bare, then every endpoint; each endpoint's ratio is against the bare figure of
 * its own round, and the median ratio over the rounds is reported.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export const OVERHEAD_CONNECTIONS = 50;

export interface OverheadRow {
  path: string;
  /** Median over the rounds. */
  requestsPerSecond: number;
  bareRequestsPerSecond: number;
  ratio: number;
  ratios: number[];
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

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, durationS: number, connections: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    workers: 1,
    headers: { 'x-bench': '1' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
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
  const samples = new Map<string, { load: Load; bare: number }[]>();
  try {
    // Warm-up: JIT both servers and the routes' caches before the clock starts.
    await load(bare.url, 1, connections);
    for (const path of paths) await load(`${appAddress}${path}`, 1, connections);
    for (let round = 1; round <= options.rounds; round++) {
      options.onRound?.(round);
      const bareLoad = await load(bare.url, options.durationS, connections);
      for (const path of paths) {
        const appLoad = await load(`${appAddress}${path}`, options.durationS, connections);
        const list = samples.get(path) ?? [];
        list.push({ load: appLoad, bare: bareLoad.rps });
        samples.set(path, list);
      }
    }
  } finally {
    await bare.close();
  }
  return paths.map((path) => {
    const list = samples.get(path)!;
    const ratios = list.map((s) => s.load.rps / s.bare);
    return {
      path,
      requestsPerSecond: Math.round(median(list.map((s) => s.load.rps))),
      bareRequestsPerSecond: Math.round(median(list.map((s) => s.bare))),
      ratio: median(ratios),
      ratios,
      p50Ms: median(list.map((s) => s.load.p50)),
      p99Ms: median(list.map((s) => s.load.p99)),
      non2xx: list.reduce((sum, s) => sum + s.load.non2xx, 0),
    };
  });
}

export function printOverheadTable(rows: OverheadRow[], floors: Record<string, number> = {}): void {
  console.log(
    'endpoint'.padEnd(32),
    'req/s'.padStart(8),
    'bare req/s'.padStart(11),
    'ratio'.padStart(6),
    'rounds'.padStart(16),
    'p50'.padStart(5),
    'p99'.padStart(5),
    ' floor',
  );
  for (const row of rows) {
    const floor = floors[row.path];
    const verdict = floor === undefined ? '' : `${floor.toFixed(1)}x ${row.ratio >= floor ? 'ok' : 'BELOW'}`;
    console.log(
      row.path.padEnd(32),
      String(row.requestsPerSecond).padStart(8),
      String(row.bareRequestsPerSecond).padStart(11),
      `${row.ratio.toFixed(2)}x`.padStart(6),
      row.ratios
        .map((r) => r.toFixed(2))
        .join(' ')
        .padStart(16),
      String(row.p50Ms).padStart(5),
      String(row.p99Ms).padStart(5),
      ` ${verdict}${row.non2xx ? ` (${row.non2xx} non-2xx)` : ''}`,
    );
  }
}
