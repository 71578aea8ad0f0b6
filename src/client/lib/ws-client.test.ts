import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../contracts/realtime';
import { WsClient, type ChannelHandlers, type SocketLike } from './ws-client';

/** A socket the test drives from the server's side. */
class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Array<{ type: string; channel?: string; timestamp?: number }> = [];
  isClosed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  send(data: string): void {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close(): void {
    this.isClosed = true;
    this.readyState = 3;
  }
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: Partial<ServerMessage> | string): void {
    const full =
      typeof message === 'string' ? message : JSON.stringify({ timestamp: Date.now(), data: null, ...message });
    this.onmessage?.({ data: full });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
  fail(): void {
    this.onerror?.({});
    this.drop();
  }
  sentOfType(type: string) {
    return this.sent.filter((m) => m.type === type);
  }
}

let sockets: FakeSocket[];
const newClient = () =>
  new WsClient({
    url: 'ws://test/api/v1/ws',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
const last = () => sockets.at(-1)!;

function recorder() {
  const received: ServerMessage[] = [];
  const handlers: ChannelHandlers & { resyncs: number; errors: unknown[] } = {
    resyncs: 0,
    errors: [],
    onMessage: (m) => received.push(m),
    onResync: () => (handlers.resyncs += 1),
    onError: (e) => handlers.errors.push(e),
  };
  return { received, handlers };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('WsClient', () => {
  it('opens one shared socket, subscribes every channel on open and sends a heartbeat', () => {
    const client = newClient();
    client.subscribe('prices', recorder().handlers);
    client.subscribe('trades:VINO-USD', recorder().handlers);
    expect(sockets).toHaveLength(1);
    expect(client.getState().status).toBe('connecting');
    last().accept();
    expect(client.getState().status).toBe('connected');
    expect(
      last()
        .sentOfType('subscribe')
        .map((m) => m.channel),
    ).toEqual(['prices', 'trades:VINO-USD']);
    expect(last().sentOfType('heartbeat')).toHaveLength(1);
    client.subscribe('price:VINO-BTC', recorder().handlers);
    expect(sockets).toHaveLength(1);
    expect(last().sentOfType('subscribe').at(-1)!.channel).toBe('price:VINO-BTC');
  });

  it('delivers messages in seq order, drops stale ones and resyncs after a gap', () => {
    const client = newClient();
    const { received, handlers } = recorder();
    client.subscribe('prices', handlers);
    last().accept();
    last().receive({ type: 'subscribed', channel: 'prices', seq: 4 });
    last().receive({ type: 'price_update', channel: 'prices', seq: 5, data: 'a' });
    last().receive({ type: 'price_update', channel: 'prices', seq: 5, data: 'dup' });
    last().receive({ type: 'price_update', channel: 'prices', seq: 6, data: 'b' });
    expect(received.map((m) => m.data)).toEqual(['a', 'b']);

    last().receive({ type: 'price_update', channel: 'prices', seq: 8, data: 'after gap' });
    expect(last().sentOfType('resync')).toEqual([{ type: 'resync', channel: 'prices' }]);
    last().receive({ type: 'price_update', channel: 'prices', seq: 9, data: 'while resyncing' });
    expect(received).toHaveLength(2);

    last().receive({ type: 'subscribed', channel: 'prices', seq: 9 });
    expect(handlers.resyncs).toBe(1);
    last().receive({ type: 'price_update', channel: 'prices', seq: 10, data: 'c' });
    expect(received.map((m) => m.data)).toEqual(['a', 'b', 'c']);
  });

  it('takes the snapshot at the subscribed seq on snapshot channels only', () => {
    const client = newClient();
    const book = recorder();
    const prices = recorder();
    client.subscribe('orderbook:VINO-USD', book.handlers);
    client.subscribe('prices', prices.handlers);
    last().accept();
    last().receive({ type: 'subscribed', channel: 'orderbook:VINO-USD', seq: 7 });
    last().receive({ type: 'orderbook_snapshot', channel: 'orderbook:VINO-USD', seq: 7, data: 'snap' });
    last().receive({ type: 'orderbook_delta', channel: 'orderbook:VINO-USD', seq: 8, data: 'delta' });
    expect(book.received.map((m) => m.data)).toEqual(['snap', 'delta']);

    last().receive({ type: 'subscribed', channel: 'prices', seq: 3 });
    last().receive({ type: 'price_update', channel: 'prices', seq: 3, data: 'not new' });
    expect(prices.received).toHaveLength(0);
  });

  it('asks for a fresh snapshot when a second listener joins a snapshot channel', () => {
    const client = newClient();
    client.subscribe('orderbook:VINO-ETH', recorder().handlers);
    last().accept();
    last().receive({ type: 'subscribed', channel: 'orderbook:VINO-ETH', seq: 0 });
    client.subscribe('orderbook:VINO-ETH', recorder().handlers);
    expect(last().sentOfType('resync')).toEqual([{ type: 'resync', channel: 'orderbook:VINO-ETH' }]);
    expect(last().sentOfType('subscribe')).toHaveLength(1);
  });

  it('ignores unparseable messages and envelopes of the wrong shape, and passes channel errors on', () => {
    const client = newClient();
    const { received, handlers } = recorder();
    client.subscribe('notifications', handlers);
    last().accept();
    last().receive('{not json');
    last().receive(JSON.stringify({ hello: 'world' }));
    last().receive({ type: 'subscribed', channel: 'notifications', seq: 0 });
    last().receive({ type: 'notification', channel: 'notifications', seq: 'one' as unknown as number });
    expect(received).toHaveLength(0);
    last().receive({
      type: 'error',
      channel: 'notifications',
      seq: 0,
      data: { code: 'unauthorized', message: 'Sign in to subscribe to this channel' },
    });
    expect(handlers.errors).toEqual([{ code: 'unauthorized', message: 'Sign in to subscribe to this channel' }]);
  });

  it('reconnects every 5000 ms, resubscribes and reports a resync', () => {
    const client = newClient();
    const { handlers } = recorder();
    client.subscribe('trades:VINO-USDT', handlers);
    last().accept();
    last().receive({ type: 'subscribed', channel: 'trades:VINO-USDT', seq: 12 });

    last().drop();
    expect(client.getState()).toMatchObject({ status: 'disconnected', attempts: 1 });
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(client.getState().status).toBe('connecting');
    last().accept();
    expect(client.getState()).toMatchObject({ status: 'connected', attempts: 0 });
    expect(
      last()
        .sentOfType('subscribe')
        .map((m) => m.channel),
    ).toEqual(['trades:VINO-USDT']);
    last().receive({ type: 'subscribed', channel: 'trades:VINO-USDT', seq: 0 });
    expect(handlers.resyncs).toBe(1);
  });

  it('stops after 10 failed attempts, reports disconnected, and starts again on retry', () => {
    const client = newClient();
    client.subscribe('prices', recorder().handlers);
    last().fail();
    expect(client.getState().status).toBe('error');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      vi.advanceTimersByTime(5_000);
      expect(sockets).toHaveLength(attempt + 1);
      last().fail();
    }
    expect(client.getState()).toMatchObject({ status: 'disconnected', hasGivenUp: true, attempts: 10 });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(11);

    client.retry();
    expect(sockets).toHaveLength(12);
    expect(client.getState()).toMatchObject({ status: 'connecting', hasGivenUp: false, attempts: 0 });
  });

  it('counts a socket not open after 10000 ms as a failed attempt', () => {
    const client = newClient();
    client.subscribe('prices', recorder().handlers);
    vi.advanceTimersByTime(9_999);
    expect(last().isClosed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.isClosed).toBe(true);
    expect(client.getState()).toMatchObject({ status: 'error', attempts: 1 });
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('measures latency from heartbeats every 30000 ms and reconnects when one goes unanswered', () => {
    const client = newClient();
    const states: string[] = [];
    client.onStateChange((s) => {
      if (states.at(-1) !== s.status) states.push(s.status);
    });
    client.subscribe('prices', recorder().handlers);
    last().accept();
    const first = last().sentOfType('heartbeat')[0]!;
    vi.advanceTimersByTime(42);
    last().receive({ type: 'heartbeat', channel: null, seq: 0, data: { echo: first.timestamp } });
    expect(client.getState().latencyMs).toBe(42);

    vi.advanceTimersByTime(30_000);
    expect(last().sentOfType('heartbeat')).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    expect(sockets[0]!.isClosed).toBe(true);
    expect(client.getState()).toMatchObject({ status: 'error', attempts: 1 });
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    expect(states).toEqual(['connecting', 'connected', 'error', 'connecting']);
  });

  it('reopens the socket when the signed-in user changes, so private channels use the new session', () => {
    const client = newClient();
    client.setIdentity(null);
    client.subscribe('prices', recorder().handlers);
    last().accept();
    client.setIdentity(null);
    expect(sockets).toHaveLength(1);
    client.setIdentity('user-1');
    expect(sockets[0]!.isClosed).toBe(true);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(
      last()
        .sentOfType('subscribe')
        .map((m) => m.channel),
    ).toEqual(['prices']);
    client.setIdentity(null);
    expect(sockets).toHaveLength(3);
  });

  it('unsubscribes and closes the socket a moment after the last listener leaves', () => {
    const client = newClient();
    const stop = client.subscribe('prices', recorder().handlers);
    last().accept();
    stop();
    expect(last().sentOfType('unsubscribe')).toEqual([{ type: 'unsubscribe', channel: 'prices' }]);
    vi.advanceTimersByTime(1_999);
    expect(last().isClosed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last().isClosed).toBe(true);
    expect(client.getState().status).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
