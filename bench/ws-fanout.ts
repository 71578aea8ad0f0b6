/**
 * Websocket fan-out: CLIENTS sockets subscribe to one channel, the hub publishes MESSAGES messages
 * and every socket records how long each took from `publish` to its arrival. The clients run in a
 * worker thread so the server's event loop is not also the clients' (both share the machine).
 * Times are epoch milliseconds with sub-millisecond precision (timeOrigin + now), comparable across
 * threads.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

export interface FanoutResult {
  clients: number;
  messages: number;
  deliveries: number;
  connectSeconds: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Time the publishing call spent writing to every socket (the in-process bus is synchronous). */
  sendMsPerMessageP50: number;
}

const CHANNEL = 'trades:VINO-USD';
const WARMUP_MESSAGES = 5;
const PUBLISH_INTERVAL_MS = 50;

/** The client side, as plain CommonJS for an `eval` worker (no TypeScript loader needed). */
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { url, clients, channel, batch } = workerData;
const now = () => performance.timeOrigin + performance.now();
const latencies = [];
let subscribed = 0;
const sockets = [];
function open() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => { ws.send(JSON.stringify({ type: 'subscribe', channel })); resolve(ws); });
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.type === 'subscribed') { subscribed += 1; if (subscribed === clients) parentPort.postMessage({ kind: 'ready' }); }
      else if (m.type === 'trade_update' && m.data && m.data.isBench && !m.data.isWarmup) latencies.push(now() - m.data.sentAt);
    });
  });
}
(async () => {
  for (let i = 0; i < clients; i += batch) {
    const n = Math.min(batch, clients - i);
    sockets.push(...(await Promise.all(Array.from({ length: n }, open))));
  }
})().catch((error) => parentPort.postMessage({ kind: 'error', message: String(error) }));
parentPort.on('message', (m) => {
  if (m === 'report') {
    parentPort.postMessage({ kind: 'report', latencies });
    for (const ws of sockets) ws.terminate();
  }
});
`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureWsFanout(
  app: FastifyInstance,
  httpAddress: string,
  { clients = 2_000, messages = 40 }: { clients?: number; messages?: number } = {},
): Promise<FanoutResult> {
  const url = `${httpAddress.replace(/^http/, 'ws')}/api/v1/ws`;
  const worker = new Worker(CLIENT_WORKER, { eval: true, workerData: { url, clients, channel: CHANNEL, batch: 100 } });
  const started = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { kind: string; message?: string }) =>
        m.kind === 'ready' ? resolve() : reject(new Error(m.message)),
      );
      worker.once('error', reject);
    });
    const connectSeconds = (performance.now() - started) / 1000;
    const now = () => performance.timeOrigin + performance.now();
    const sendTimes: number[] = [];
    for (let i = 0; i < WARMUP_MESSAGES + messages; i += 1) {
      const before = performance.now();
      // Marked, so trades of the demo market maker on the same channel are not counted.
      app.realtime.publish(CHANNEL, 'trade_update', { isBench: true, isWarmup: i < WARMUP_MESSAGES, sentAt: now() });
      if (i >= WARMUP_MESSAGES) sendTimes.push(performance.now() - before);
      await sleep(PUBLISH_INTERVAL_MS);
    }
    await sleep(500);
    const report = await new Promise<{ latencies: number[] }>((resolve) => {
      worker.on('message', (m: { kind: string; latencies: number[] }) => {
        if (m.kind === 'report') resolve(m);
      });
      worker.postMessage('report');
    });
    const sorted = report.latencies.sort((x, y) => x - y);
    return {
      clients,
      messages,
      deliveries: sorted.length,
      connectSeconds: round(connectSeconds),
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? Number.NaN),
      sendMsPerMessageP50: round(
        percentile(
          sendTimes.sort((x, y) => x - y),
          50,
        ),
      ),
    };
  } finally {
    await sleep(100);
    await worker.terminate();
  }
}
