import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../contracts/realtime';
import { deferred } from '../../../../tests/setup/deferred';
import { createLocalBus } from './realtime-bus';
import { DEFAULT_REALTIME_LIMITS, RealtimeHub, type HubSocket, type Snapshot } from './realtime-hub';

class FakeSocket implements HubSocket {
  readonly received: ServerMessage[] = [];
  bufferedAmount = 0;
  closedWith: number | undefined;
  send(data: string | Buffer): void {
    this.received.push(JSON.parse(data.toString()) as ServerMessage);
  }
  close(code?: number): void {
    this.closedWith = code;
  }
  ping(): void {}
  terminate(): void {}
  types(): string[] {
    return this.received.map((m) => `${m.type}@${m.seq}`);
  }
}

const silentLog = { warn: () => {} };
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RealtimeHub', () => {
  it('holds deltas published while the snapshot loads and sends them after it', async () => {
    const hub = new RealtimeHub(createLocalBus(), silentLog);
    const pending = deferred<Snapshot>();
    hub.registerSnapshot('orderbook', () => pending.promise);
    const watcher = new FakeSocket();
    hub.connect(watcher, null).receive(JSON.stringify({ type: 'subscribe', channel: 'orderbook:VINO-USD' }));
    await tick();
    hub.publish('orderbook:VINO-USD', 'orderbook_delta', { n: 1 });
    hub.publish('orderbook:VINO-USD', 'orderbook_delta', { n: 2 });

    const socket = new FakeSocket();
    hub.connect(socket, null).receive(JSON.stringify({ type: 'subscribe', channel: 'orderbook:VINO-USD' }));
    await tick();
    hub.publish('orderbook:VINO-USD', 'orderbook_delta', { n: 3 });
    expect(socket.types()).toEqual(['subscribed@2']);

    pending.resolve({ type: 'orderbook_snapshot', data: { n: 'snapshot' } });
    await tick();
    expect(socket.types()).toEqual(['subscribed@2', 'orderbook_snapshot@2', 'orderbook_delta@3']);
    expect(watcher.types()).toEqual([
      'subscribed@0',
      'orderbook_snapshot@0',
      'orderbook_delta@1',
      'orderbook_delta@2',
      'orderbook_delta@3',
    ]);
  });

  it('sends nothing of a snapshot that finished after the socket unsubscribed', async () => {
    const hub = new RealtimeHub(createLocalBus(), silentLog);
    const pending = deferred<Snapshot>();
    hub.registerSnapshot('orderbook', () => pending.promise);
    const socket = new FakeSocket();
    const connection = hub.connect(socket, null);
    connection.receive(JSON.stringify({ type: 'subscribe', channel: 'orderbook:VINO-ETH' }));
    await tick();
    connection.receive(JSON.stringify({ type: 'unsubscribe', channel: 'orderbook:VINO-ETH' }));
    pending.resolve({ type: 'orderbook_snapshot', data: {} });
    await tick();
    expect(socket.types()).toEqual(['subscribed@0']);
    expect(connection.subscriptionCount).toBe(0);
  });

  it('keeps private channels apart per user, each with its own seq', async () => {
    const hub = new RealtimeHub(createLocalBus(), silentLog);
    const alice = new FakeSocket();
    const bob = new FakeSocket();
    hub.connect(alice, 'alice').receive(JSON.stringify({ type: 'subscribe', channel: 'portfolio' }));
    hub.connect(bob, 'bob').receive(JSON.stringify({ type: 'subscribe', channel: 'portfolio' }));
    await tick();
    hub.publishToUser('alice', 'portfolio', 'portfolio_update', { owner: 'alice' });
    hub.publishToUser('alice', 'portfolio', 'portfolio_update', { owner: 'alice' });
    hub.publishToUser('bob', 'portfolio', 'portfolio_update', { owner: 'bob' });
    expect(alice.types()).toEqual(['subscribed@0', 'portfolio_update@1', 'portfolio_update@2']);
    expect(bob.types()).toEqual(['subscribed@0', 'portfolio_update@1']);
    expect(bob.received.at(-1)!.data).toEqual({ owner: 'bob' });
    expect(() => hub.publish('portfolio' as never, 'portfolio_update', {})).toThrow();
  });

  it('refuses subscriptions beyond the limit and closes a socket too slow to follow', async () => {
    const hub = new RealtimeHub(createLocalBus(), silentLog, { ...DEFAULT_REALTIME_LIMITS, maxSubscriptions: 2 });
    const socket = new FakeSocket();
    const connection = hub.connect(socket, null);
    for (const channel of ['prices', 'trades:VINO-USD', 'trades:VINO-ETH']) {
      connection.receive(JSON.stringify({ type: 'subscribe', channel }));
    }
    await tick();
    expect(socket.received.at(-1)).toMatchObject({
      type: 'error',
      channel: 'trades:VINO-ETH',
      data: { code: 'too_many_subscriptions' },
    });
    expect(connection.subscriptionCount).toBe(2);

    socket.bufferedAmount = DEFAULT_REALTIME_LIMITS.maxBufferedBytes + 1;
    hub.publish('prices', 'price_update', {});
    expect(socket.closedWith).toBe(1013);
    expect(hub.connectionCount).toBe(0);
  });
});
