import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage, SystemStatusData } from '../../src/contracts/realtime';
import { WsClient, type SocketLike } from '../../src/client/lib/ws-client';
import { createNotification } from '../../src/server/platform/notifications/notifications';
import { signedInUser } from '../factories/users';
import { realtimeUrl, sleep, TestSocket } from '../setup/realtime-test-socket';
import { createTestApp, type TestApp } from '../setup/test-app';

const isSubscribed = (channel: string) => (m: ServerMessage) => m.type === 'subscribed' && m.channel === channel;

describe('real-time hub (GET /api/v1/ws)', () => {
  let t: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];
  const open = async (options?: Parameters<typeof TestSocket.open>[1]) => {
    const socket = await TestSocket.open(url, options);
    sockets.push(socket);
    return socket;
  };

  // "Nothing arrives" is proved without waiting: a marker published after the event on the same bus
  // (which keeps one order for every channel) reaches the socket after anything the event would have sent.
  const MARKER_CHANNEL = 'price:VINO-USD';
  let markers = 0;
  const watchMarkers = async (socket: TestSocket) => {
    socket.send({ type: 'subscribe', channel: MARKER_CHANNEL });
    await socket.waitFor(isSubscribed(MARKER_CHANNEL));
  };
  const drained = async (...watching: TestSocket[]) => {
    const last = `marker-${++markers}`;
    t.app.realtime.publish(MARKER_CHANNEL, 'price_update', { market: 'VINO-USD', last });
    for (const socket of watching)
      await socket.waitFor((m) => m.channel === MARKER_CHANNEL && (m.data as { last?: string }).last === last);
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await realtimeUrl(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('delivers published messages in order with seq 1, 2, 3 after subscribed', async () => {
    const socket = await open();
    socket.send({ type: 'subscribe', channel: 'price:VINO-ETH', timestamp: Date.now() });
    const subscribed = await socket.waitFor(isSubscribed('price:VINO-ETH'));
    const base = subscribed.seq;
    for (const last of ['0.000301', '0.000302', '0.000303']) {
      t.app.realtime.publish('price:VINO-ETH', 'price_update', { market: 'VINO-ETH', last });
    }
    await socket.waitFor((m) => m.type === 'price_update' && m.seq === base + 3);
    const updates = socket.ofChannel('price:VINO-ETH').filter((m) => m.type === 'price_update');
    expect(updates.map((m) => m.seq)).toEqual([base + 1, base + 2, base + 3]);
    expect(updates.map((m) => (m.data as { last: string }).last)).toEqual(['0.000301', '0.000302', '0.000303']);
    expect(updates.every((m) => typeof m.timestamp === 'number')).toBe(true);

    // Unsubscribed: nothing more arrives.
    await watchMarkers(socket);
    socket.send({ type: 'unsubscribe', channel: 'price:VINO-ETH' });
    await socket.roundTrip();
    t.app.realtime.publish('price:VINO-ETH', 'price_update', { market: 'VINO-ETH', last: '0.0004' });
    await drained(socket);
    expect(socket.ofChannel('price:VINO-ETH').filter((m) => m.type === 'price_update')).toHaveLength(3);
  });

  it('refuses private channels without a session and accepts them with one', async () => {
    const visitor = await open();
    visitor.send({ type: 'subscribe', channel: 'notifications' });
    const refused = await visitor.waitFor((m) => m.type === 'error' && m.channel === 'notifications');
    expect(refused.data).toEqual({ code: 'unauthorized', message: 'Sign in to subscribe to this channel' });

    const { cookie } = await signedInUser(t);
    const member = await open({ cookie });
    for (const channel of ['notifications', 'orders', 'portfolio']) {
      member.send({ type: 'subscribe', channel });
      await member.waitFor(isSubscribed(channel));
    }
    expect(member.messages.some((m) => m.type === 'error')).toBe(false);

    // A page of another site cannot borrow the cookie.
    const foreign = await open({ cookie, origin: 'https://evil.example' });
    foreign.send({ type: 'subscribe', channel: 'orders' });
    const foreignRefusal = await foreign.waitFor((m) => m.type === 'error');
    expect((foreignRefusal.data as { code: string }).code).toBe('unauthorized');
  });

  it('drops the private channels of a socket whose session ended', async () => {
    const leaving = await signedInUser(t);
    const staying = await signedInUser(t);
    const leavingSocket = await open({ cookie: leaving.cookie });
    const stayingSocket = await open({ cookie: staying.cookie });
    for (const socket of [leavingSocket, stayingSocket]) {
      socket.send({ type: 'subscribe', channel: 'orders' });
      await socket.waitFor(isSubscribed('orders'));
    }
    await watchMarkers(leavingSocket);
    expect((await t.post('/api/auth/sign-out', {}, leaving.cookie)).statusCode).toBe(200);
    await t.app.realtime.revalidateSessions();

    const revoked = await leavingSocket.waitFor((m) => m.type === 'error' && m.channel === 'orders');
    expect((revoked.data as { code: string }).code).toBe('unauthorized');
    t.app.realtime.publishToUser(leaving.user.id, 'orders', 'order_update', { id: 'after-sign-out' });
    t.app.realtime.publishToUser(staying.user.id, 'orders', 'order_update', { id: 'still-here' });
    await stayingSocket.waitFor((m) => m.type === 'order_update');
    await drained(leavingSocket);
    expect(leavingSocket.messages.some((m) => m.type === 'order_update')).toBe(false);
    expect(stayingSocket.messages.some((m) => m.type === 'error')).toBe(false);
  });

  it('pushes a created notification to that user only', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await open({ cookie: me.cookie });
    const theirs = await open({ cookie: other.cookie });
    for (const socket of [mine, theirs]) {
      socket.send({ type: 'subscribe', channel: 'notifications' });
      await socket.waitFor(isSubscribed('notifications'));
    }
    await watchMarkers(theirs);
    await createNotification(t.db, {
      userId: me.user.id,
      type: 'payment',
      title: 'Payment received',
      message: 'Thanks',
    });
    const pushed = await mine.waitFor((m) => m.type === 'notification');
    expect(pushed.channel).toBe('notifications');
    expect(pushed.seq).toBe(1);
    expect(pushed.data).toMatchObject({
      type: 'payment',
      title: 'Payment received',
      message: 'Thanks',
      read: false,
      persistent: true,
      userId: me.user.id,
    });
    await drained(theirs);
    expect(theirs.messages.some((m) => m.type === 'notification')).toBe(false);
  });

  it('pushes a notification only once its transaction commits, and never one that rolled back', async () => {
    const me = await signedInUser(t);
    const mine = await open({ cookie: me.cookie });
    mine.send({ type: 'subscribe', channel: 'notifications' });
    await mine.waitFor(isSubscribed('notifications'));
    await watchMarkers(mine);
    const notification = (title: string) => ({ userId: me.user.id, type: 'system', title, message: 'm' });

    await t.db
      .transaction(async (tx) => {
        await createNotification(tx, notification('Rolled back'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.db.transaction(async (tx) => {
      await createNotification(tx, notification('Committed'));
      await drained(mine); // still open: nothing may reach the socket yet
      expect(mine.messages.some((m) => m.type === 'notification')).toBe(false);
    });
    const pushed = await mine.waitFor((m) => m.type === 'notification');
    expect(pushed.data).toMatchObject({ title: 'Committed' });
    await drained(mine);
    const titles = mine.messages
      .filter((m) => m.type === 'notification')
      .map((m) => (m.data as { title: string }).title);
    expect(titles).toEqual(['Committed']);
  });

  it('answers heartbeats with the echoed timestamp and ignores bad messages', async () => {
    const socket = await open();
    socket.send('this is not json');
    socket.send({ type: 'launch_missiles' });
    socket.send({ type: 'subscribe' });
    socket.send([1, 2, 3]);
    socket.send({ type: 'heartbeat', timestamp: 123456 });
    const beat = await socket.waitFor((m) => m.type === 'heartbeat');
    expect(beat).toMatchObject({ channel: null, seq: 0, data: { echo: 123456 } });
    expect(socket.messages).toHaveLength(1);

    socket.send({ type: 'subscribe', channel: 'orderbook:DOGE-USD' });
    const unknown = await socket.waitFor((m) => m.type === 'error');
    expect(unknown).toMatchObject({ channel: 'orderbook:DOGE-USD', data: { code: 'unknown_channel' } });
  });

  it('sends the snapshot after subscribed and again on resync, with deltas continuing from its seq', async () => {
    const book = { bids: [{ price: '0.99', quantity: '10' }], asks: [] as unknown[] };
    t.app.realtime.registerSnapshot('orderbook', async (channel) => ({
      type: 'orderbook_snapshot',
      data: { channel, ...structuredClone(book) },
    }));
    const socket = await open();
    socket.send({ type: 'subscribe', channel: 'orderbook:VINO-USD' });
    const subscribed = await socket.waitFor(isSubscribed('orderbook:VINO-USD'));
    const snapshot = await socket.waitFor((m) => m.type === 'orderbook_snapshot');
    expect(snapshot.seq).toBe(subscribed.seq);
    expect(snapshot.data).toMatchObject({ bids: [{ price: '0.99', quantity: '10' }] });

    book.bids[0]!.quantity = '12';
    t.app.realtime.publish('orderbook:VINO-USD', 'orderbook_delta', {
      changes: [{ side: 'buy', price: '0.99', quantity: '12' }],
    });
    const delta = await socket.waitFor((m) => m.type === 'orderbook_delta');
    expect(delta.seq).toBe(snapshot.seq + 1);

    socket.send({ type: 'resync', channel: 'orderbook:VINO-USD' });
    await socket.waitFor((m) => m.type === 'orderbook_snapshot' && m.seq === delta.seq);
    const snapshots = socket.messages.filter((m) => m.type === 'orderbook_snapshot');
    expect(snapshots.at(-1)!.data).toMatchObject({ bids: [{ price: '0.99', quantity: '12' }] });
  });

  it('publishes the measured system status to subscribers', async () => {
    const socket = await open();
    socket.send({ type: 'subscribe', channel: 'system_status' });
    const status = await socket.waitFor((m) => m.type === 'system_status');
    const data = status.data as SystemStatusData;
    expect(data.services.map((s) => s.name)).toEqual(['Main API', 'Price Feed', 'Trading Engine', 'Notifications']);
    const mainApi = data.services.find((s) => s.name === 'Main API')!;
    expect(mainApi.status).toBe('connected');
    expect(mainApi.latencyMs).toBeGreaterThanOrEqual(0);
    expect(data.services.find((s) => s.name === 'Notifications')!.status).toBe('connected');
    expect(data.overall).toBe('operational');

    // This instance's live sockets (every one this file opened and nobody closed yet) and uptime.
    const openSockets = sockets.filter((s) => s.ws.readyState === WebSocket.OPEN).length;
    expect(data.instance.liveConnections).toBe(openSockets);
    expect(data.instance.liveConnections).toBe(t.app.realtime.connectionCount);
    expect(data.instance.connectionsScope).toBe(t.app.realtime.transport === 'redis' ? 'this_instance' : 'all');
    expect(data.instance.uptimeSeconds).toBeGreaterThan(0);

    // A second socket is counted in the snapshot it receives; a closed one no longer is.
    const second = await open();
    second.send({ type: 'subscribe', channel: 'system_status' });
    const secondStatus = (await second.waitFor((m) => m.type === 'system_status')).data as SystemStatusData;
    expect(secondStatus.instance.liveConnections).toBe(openSockets + 1);
    second.close();
    await second.waitForClose();
    await waitUntil(() => t.app.realtime.connectionCount === openSockets);
    const seen = socket.messages.length;
    socket.send({ type: 'resync', channel: 'system_status' });
    const afterClose = await socket.waitFor((m) => m.type === 'system_status' && socket.messages.indexOf(m) >= seen);
    expect((afterClose.data as SystemStatusData).instance.liveConnections).toBe(openSockets);
  });

  it('drops a socket that stops answering heartbeats and keeps one that answers', async () => {
    const silent = await open({ autoPong: false });
    const alive = await open();
    t.app.realtime.sweepHeartbeats();
    // The sweep's ping reaches the live socket before the first round trip's answer, so its pong goes
    // out before the second round trip's request: once that is answered, the server has the pong.
    await alive.roundTrip();
    await alive.roundTrip();
    t.app.realtime.sweepHeartbeats();
    expect(await silent.waitForClose()).toBe(1006);
    // One sweep closes both or neither; a round trip on the live one shows it is still served.
    await alive.roundTrip();
    expect(alive.closeCode).toBeUndefined();
  });

  it('limits message rate and size', async () => {
    const chatty = await open();
    for (let i = 0; i < 100; i += 1) chatty.send({ type: 'heartbeat', timestamp: i });
    await chatty.waitFor((m) => m.type === 'error' && (m.data as { code: string }).code === 'rate_limited');
    await sleep(200);
    const answered = chatty.messages.filter((m) => m.type === 'heartbeat').length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(50);

    const huge = await open();
    huge.send({ type: 'heartbeat', timestamp: 1, padding: 'x'.repeat(10_000) });
    expect(await huge.waitForClose()).toBe(1009);
  });

  it('a client dropped mid-stream reconnects, resyncs and converges to the server book', async () => {
    const stream = startBookStream(
      t,
      url,
      'orderbook:VINO-USDT',
      (address) => new WebSocket(address) as unknown as SocketLike,
    );
    try {
      await waitUntil(() => stream.deltas >= 60);
      // The network drops the connection while deltas flow.
      for (const socket of t.app.websocketServer.clients) socket.terminate();
      const deltasBeforeDrop = stream.deltas;
      await waitUntil(() => stream.snapshots >= 2 && stream.deltas >= deltasBeforeDrop + 60);
      expect(stream.resyncs).toBeGreaterThanOrEqual(1);
      expect(stream.client.getState().status).toBe('connected');
    } finally {
      stream.stopPublishing();
    }
    await waitUntil(() => sameBook(stream.clientBook, stream.serverBook));
    expect(Object.fromEntries(stream.clientBook)).toEqual(Object.fromEntries(stream.serverBook));
    stream.client.close();
  });

  it('a client that misses one delta sees the gap, resyncs and converges to the server book', async () => {
    let seen = 0;
    let lost: number | undefined;
    const stream = startBookStream(t, url, 'orderbook:VINO-BTC', (address) =>
      lossySocket(address, (message) => {
        if (message.type !== 'orderbook_delta') return false;
        seen += 1;
        if (seen !== 30) return false;
        lost = message.seq;
        return true;
      }),
    );
    try {
      await waitUntil(() => lost !== undefined && stream.snapshots >= 2 && stream.deltas >= 60);
      expect(stream.resyncs).toBe(1);
      expect(stream.client.getState().status).toBe('connected');
    } finally {
      stream.stopPublishing();
    }
    await waitUntil(() => sameBook(stream.clientBook, stream.serverBook));
    expect(Object.fromEntries(stream.clientBook)).toEqual(Object.fromEntries(stream.serverBook));
    stream.client.close();
  });

  it('closes open sockets when the app closes', async () => {
    const other = await createTestApp();
    const socket = await TestSocket.open(await realtimeUrl(other.app));
    socket.send({ type: 'subscribe', channel: 'prices' });
    await socket.waitFor(isSubscribed('prices'));
    await other.close();
    expect(await socket.waitForClose()).toBeGreaterThan(0);
  });
});

/**
 * A server book changed by a stream of absolute-quantity deltas (published every 2 ms), with a
 * snapshot provider that reads the book at once but answers later, and a WsClient applying the
 * channel to its own copy.
 */
function startBookStream(
  t: TestApp,
  url: string,
  channel: 'orderbook:VINO-USDT' | 'orderbook:VINO-BTC',
  createSocket: (address: string) => SocketLike,
) {
  const serverBook = new Map<string, string>();
  const clientBook = new Map<string, string>();
  const stats = { snapshots: 0, deltas: 0, resyncs: 0 };
  t.app.realtime.registerSnapshot('orderbook', async () => {
    const levels = [...serverBook.entries()];
    await sleep(15);
    return { type: 'orderbook_snapshot', data: { levels } };
  });
  let tick = 0;
  const publisher = setInterval(() => {
    for (let i = 0; i < 3; i += 1) {
      tick += 1;
      const key = `${tick % 2 === 0 ? 'buy' : 'sell'}:${(tick * 7) % 23}`;
      const quantity = String((tick * 13) % 5 === 0 ? 0 : (tick * 31) % 997);
      if (quantity === '0') serverBook.delete(key);
      else serverBook.set(key, quantity);
      t.app.realtime.publish(channel, 'orderbook_delta', { changes: [{ key, quantity }] });
    }
  }, 2);
  const client = new WsClient({ url, createSocket, reconnectIntervalMs: 100 });
  client.subscribe(channel, {
    onMessage(message) {
      if (message.type === 'orderbook_snapshot') {
        stats.snapshots += 1;
        clientBook.clear();
        for (const [key, quantity] of (message.data as { levels: [string, string][] }).levels) {
          clientBook.set(key, quantity);
        }
      } else if (message.type === 'orderbook_delta') {
        stats.deltas += 1;
        for (const { key, quantity } of (message.data as { changes: { key: string; quantity: string }[] }).changes) {
          if (quantity === '0') clientBook.delete(key);
          else clientBook.set(key, quantity);
        }
      }
    },
    onResync: () => {
      stats.resyncs += 1;
    },
  });
  return Object.assign(stats, {
    serverBook,
    clientBook,
    client,
    stopPublishing: () => clearInterval(publisher),
  });
}

/** A real socket that loses the messages `shouldLose` picks, as a flaky network path would. */
function lossySocket(address: string, shouldLose: (message: ServerMessage) => boolean): SocketLike {
  const ws = new WebSocket(address);
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  ws.on('open', () => socket.onopen?.({}));
  ws.on('close', () => socket.onclose?.({}));
  ws.on('error', () => socket.onerror?.({}));
  ws.on('message', (data) => {
    const raw = data.toString();
    if (!shouldLose(JSON.parse(raw) as ServerMessage)) socket.onmessage?.({ data: raw });
  });
  return socket;
}

function sameBook(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([price, quantity]) => b.get(price) === quantity);
}

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}
