import type { FastifyInstance } from 'fastify';
import type { HealthProbe } from '../../../../contracts/enterprise';
import { apiPaths } from '../../../../contracts/api-paths';

const RPC_TIMEOUT_MS = 3000;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; result?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const result = await fn();
    return { ms: performance.now() - start, result };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}

/**
 * System health by real probes: this process (it answers, so it is up; uptime measured), the
 * database (a ping), the API's own readiness route (called in-process, like a gateway health check)
 * and the blockchain RPC (eth_blockNumber) when CRYPTO_RPC_URL is configured. No CDN is part of
 * the product, so it reads "not configured".
 */
export async function probeHealth(
  app: FastifyInstance,
  deps: { ping: () => Promise<void>; rpcUrl: string | undefined },
): Promise<HealthProbe[]> {
  const [db, ready, rpc] = await Promise.all([
    timed(deps.ping),
    timed(() => app.inject({ method: 'GET', url: apiPaths.ready })),
    deps.rpcUrl ? timed(() => callRpc(deps.rpcUrl!)) : Promise.resolve(null),
  ]);
  const uptimeHours = process.uptime() / 3600;
  const readyStatus = ready.result?.statusCode;
  return [
    {
      name: 'Web Server',
      status: 'operational',
      latencyMs: null,
      detail: `Up ${uptimeHours >= 1 ? `${uptimeHours.toFixed(1)} h` : `${Math.round(uptimeHours * 60)} min`} (process uptime)`,
    },
    {
      name: 'Database',
      status: db.error ? 'down' : 'operational',
      latencyMs: round1(db.ms),
      detail: db.error ? 'Ping failed' : 'select 1 round trip',
    },
    {
      name: 'API Gateway',
      status: readyStatus === 200 ? 'operational' : readyStatus ? 'degraded' : 'down',
      latencyMs: round1(ready.ms),
      detail: `GET ${apiPaths.ready} answered ${readyStatus ?? 'nothing'}`,
    },
    rpc
      ? {
          name: 'Blockchain RPC',
          status: rpc.error ? 'down' : 'operational',
          latencyMs: round1(rpc.ms),
          detail: rpc.error ? 'eth_blockNumber failed' : `eth_blockNumber = ${String(rpc.result)}`,
        }
      : { name: 'Blockchain RPC', status: 'not_configured', latencyMs: null, detail: 'CRYPTO_RPC_URL is not set' },
    { name: 'CDN', status: 'not_configured', latencyMs: null, detail: 'Files are served by the app itself' },
  ];
}

async function callRpc(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const json = (await response.json()) as { result?: string };
  if (!response.ok || typeof json.result !== 'string') throw new Error('bad RPC answer');
  return Number.parseInt(json.result, 16);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
