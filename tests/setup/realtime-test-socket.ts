import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ServerMessage } from '../../src/contracts/realtime';

/** Starts the app on a free loopback port (once) and returns the websocket URL of the hub. */
export async function realtimeUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/v1/ws`;
}

let roundTrips = 1_000_000;

/** A raw websocket client that records every server message, for asserting on the protocol. */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  private readonly waiters = new Set<() => void>();
  closeCode: number | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      for (const wake of this.waiters) wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters) wake();
    });
  }

  static open(
    url: string,
    options: { cookie?: string; origin?: string; autoPong?: boolean } = {},
  ): Promise<TestSocket> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first recorded message matching `predicate`, waiting up to `timeoutMs` for it. */
  async waitFor(predicate: (m: ServerMessage) => boolean, timeoutMs = 3_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /**
   * A heartbeat round trip: once its echo is back, the server has handled every message this socket
   * sent before it (it reads a socket's messages in order).
   */
  async roundTrip(): Promise<void> {
    const timestamp = ++roundTrips;
    this.send({ type: 'heartbeat', timestamp });
    await this.waitFor((m) => m.type === 'heartbeat' && (m.data as { echo?: number }).echo === timestamp);
  }

  /** Waits until the server closed the socket; resolves with the close code. */
  async waitForClose(timeoutMs = 3_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === undefined) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.closeCode;
  }

  ofChannel(channel: string): ServerMessage[] {
    return this.messages.filter((m) => m.channel === channel);
  }

  close(): void {
    this.ws.close();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
