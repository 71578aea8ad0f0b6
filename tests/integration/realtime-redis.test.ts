import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, SystemStatusData } from '../../src/contracts/realtime';
import { signedInUser } from '../factories/users';
import { realtimeUrl, sleep, TestSocket } from '../setup/realtime-test-socket';
import { createTestApp, type TestApp } from '../setup/test-app';

const REDIS_URL = process.env.REDIS_URL;
const isSubscribed = (channel: string) => (m: ServerMessage) => m.type === 'subscribed' && m.channel === channel;

/** With REDIS_URL (as CI sets it) an event published on one instance reaches the sockets of all. */
describe.skipIf(!REDIS_URL)('real-time fan-out through Redis across two app instances', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: REDIS_URL! });
    b = await createTestApp({ REDIS_URL: REDIS_URL! });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a.close();
    await b.close();
  });

  it('delivers a public event published on A to subscribers of both, with their own seq', async () => {
    expect(a.app.realtime.transport).toBe('redis');
    const onA = await TestSocket.open(await realtimeUrl(a.app));
    const onB = await TestSocket.open(await realtimeUrl(b.app));
    sockets.push(onA, onB);
    const channel = 'trades:VINO-BTC';
    for (const socket of [onA, onB]) {
      socket.send({ type: 'subscribe', channel });
      await socket.waitFor(isSubscribed(channel));
    }
    const base = (await onB.waitFor(isSubscribed(channel))).seq;
    for (let i = 1; i <= 3; i += 1) a.app.realtime.publish(channel, 'trade_update', { tradeId: `t${i}` });
    await onB.waitFor((m) => m.type === 'trade_update' && m.seq === base + 3);
    const onBTrades = onB.ofChannel(channel).filter((m) => m.type === 'trade_update');
    expect(onBTrades.map((m) => (m.data as { tradeId: string }).tradeId)).toEqual(['t1', 't2', 't3']);
    expect(onBTrades.map((m) => m.seq)).toEqual([base + 1, base + 2, base + 3]);
    await onA.waitFor((m) => m.type === 'trade_update' && (m.data as { tradeId: string }).tradeId === 't3');
  });

  it("routes a private event published on A to the user's socket on B only", async () => {
    const member = await signedInUser(b);
    const other = await signedInUser(b);
    const mine = await TestSocket.open(await realtimeUrl(b.app), { cookie: member.cookie });
    const theirs = await TestSocket.open(await realtimeUrl(b.app), { cookie: other.cookie });
    sockets.push(mine, theirs);
    for (const socket of [mine, theirs]) {
      socket.send({ type: 'subscribe', channel: 'orders' });
      await socket.waitFor(isSubscribed('orders'));
    }
    a.app.realtime.publishToUser(member.user.id, 'orders', 'order_update', { id: 'order-1', status: 'filled' });
    const update = await mine.waitFor((m) => m.type === 'order_update');
    expect(update).toMatchObject({ channel: 'orders', seq: 1, data: { id: 'order-1', status: 'filled' } });
    await sleep(150);
    expect(theirs.messages.some((m) => m.type === 'order_update')).toBe(false);
  });

  it('reports the Notifications service with the measured Redis round trip', async () => {
    const socket = await TestSocket.open(await realtimeUrl(a.app));
    sockets.push(socket);
    socket.send({ type: 'subscribe', channel: 'system_status' });
    const status = await socket.waitFor((m) => m.type === 'system_status');
    const notifications = (status.data as SystemStatusData).services.find((s) => s.name === 'Notifications')!;
    expect(notifications.status).toBe('connected');
    expect(notifications.latencyMs).toBeGreaterThan(0);
    // Instances share the feed through Redis; each counts only its own sockets and says so.
    expect((status.data as SystemStatusData).instance).toMatchObject({
      liveConnections: a.app.realtime.connectionCount,
      connectionsScope: 'this_instance',
    });
  });
});
