import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiPaths } from '../../src/contracts/api-paths';
import type { BookChange, OrderBookDeltaData, OrderBookSnapshot } from '../../src/contracts/market';
import { WsClient, type SocketLike } from '../../src/client/lib/ws-client';
import { userProfiles } from '../../src/server/db/schema';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { realtimeUrl, sleep } from '../setup/realtime-test-socket';
import { createTestApp, type TestApp } from '../setup/test-app';

/** "0.9800" and "0.98" are the same level. */
const trim = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
const levelKey = (side: string, price: string) => `${side}:${trim(price)}`;

function levelsOf(book: OrderBookSnapshot): Record<string, string> {
  const levels: Record<string, string> = {};
  for (const l of book.bids) levels[levelKey('buy', l.price)] = trim(l.quantity);
  for (const l of book.asks) levels[levelKey('sell', l.price)] = trim(l.quantity);
  return levels;
}

/** The real market module behind the hub: orders placed over HTTP, the book followed over the socket. */
describe('order book feed of the real market', () => {
  let t: TestApp;
  let url: string;

  async function trader() {
    const { user, cookie } = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
    await fundUser(t.db, user.id, { USD: '1000000', VINO: '1000000' });
    return cookie;
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    url = await realtimeUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a client dropped while orders trade reconnects and converges to the book the API serves', async () => {
    const buyer = await trader();
    const seller = await trader();

    // The client's copy: the channel's snapshot, then each delta in the book's sequence order.
    let book: { sequence: number; levels: Record<string, string> } | undefined;
    let snapshots = 0;
    let gaps = 0;
    const client = new WsClient({
      url,
      createSocket: (address) => new WebSocket(address) as unknown as SocketLike,
      reconnectIntervalMs: 100,
    });
    client.subscribe('orderbook:VINO-USD', {
      onMessage(message) {
        if (message.type === 'orderbook_snapshot') {
          const snapshot = message.data as OrderBookSnapshot;
          snapshots += 1;
          book = { sequence: snapshot.sequence, levels: levelsOf(snapshot) };
          return;
        }
        if (message.type !== 'orderbook_delta' || !book) return;
        const delta = message.data as OrderBookDeltaData;
        if (delta.sequence <= book.sequence) return;
        if (delta.sequence !== book.sequence + 1) gaps += 1;
        book.sequence = delta.sequence;
        for (const change of delta.changes as BookChange[]) {
          const key = levelKey(change.side, change.price);
          if (trim(change.quantity) === '0') delete book.levels[key];
          else book.levels[key] = trim(change.quantity);
        }
      },
    });

    try {
      await waitUntil(() => snapshots === 1);
      for (let i = 0; i < 40; i += 1) {
        const isBuy = i % 2 === 0;
        // Buys at 0.95-1.00 and sells at 0.98-1.03: some rest, some cross and trade.
        const price = isBuy ? (0.95 + (i % 6) * 0.01).toFixed(2) : (0.98 + ((i * 5) % 6) * 0.01).toFixed(2);
        const amount = String(120 + ((i * 37) % 150));
        const res = await placeOrderRequest(t, isBuy ? buyer : seller, {
          side: isBuy ? 'buy' : 'sell',
          type: 'limit',
          amount,
          price,
        });
        expect(res.statusCode, res.body).toBe(201);
        // The network drops the socket in the middle of the stream.
        if (i === 15) for (const socket of t.app.websocketServer.clients) socket.terminate();
      }
      await waitUntil(() => snapshots >= 2);
      await sleep(300);
      const served = (
        await t.get(`${apiPaths.market.withParam(apiPaths.market.book, 'VINO-USD')}?depth=100`)
      ).json<OrderBookSnapshot>();
      expect(Object.keys(levelsOf(served)).length).toBeGreaterThan(2);
      expect(book?.levels).toEqual(levelsOf(served));
      expect(book?.sequence).toBe(served.sequence);
      expect(gaps).toBe(0);
    } finally {
      client.close();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}
