import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { Order, PlaceOrderResponse } from '../../src/contracts/market';
import { MARKET_IDS } from '../../src/domain/exchange/markets';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { userProfiles } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { fundUser } from '../factories/market';
import { insertUser, signIn } from '../factories/users';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { TestApp } from '../setup/test-app';

/** Everything observable about the books: HTTP snapshots and the engines' live orders in priority. */
async function booksOf(app: FastifyInstance) {
  const result: Record<string, unknown> = {};
  for (const market of MARKET_IDS) {
    const res = await app.inject({
      method: 'GET',
      url: `${apiPaths.market.withParam(apiPaths.market.book, market)}?depth=100`,
    });
    const { bids, asks, spread } = res.json();
    result[market] = { bids, asks, spread, live: app.market.context.books.get(market).engine.openOrders() };
  }
  return result;
}

describe('market restart', () => {
  let database: TestDatabase;
  let config: AppConfig;
  let filesDir: string;
  let app: FastifyInstance;

  /** The TestApp shape the factories expect, over whichever app instance is current. */
  const harness = (): TestApp => ({
    app,
    db: database.handle.db,
    database: database.handle,
    config,
    post: (url, body, cookie) =>
      app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { origin: config.publicUrl, ...(cookie ? { cookie } : {}) },
      }),
    get: (url, cookie) =>
      app.inject({ method: 'GET', url, headers: { origin: config.publicUrl, ...(cookie ? { cookie } : {}) } }),
    close: async () => undefined,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    filesDir = mkdtempSync(path.join(tmpdir(), 'vino-test-files-'));
    config = loadConfig({
      FILES_DIR: filesDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      DEMO_MODE: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    await seedDatabase(database.handle.db, { demoMode: false });
    app = await buildApp({ config, database: database.handle, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('rebuilds every book from the open orders so it equals the book before the restart', async () => {
    const traders: string[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await insertUser(database.handle.db);
      await database.handle.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
      await fundUser(database.handle.db, user.id, { USD: '20000', VINO: '20000', BTC: '1' });
      traders.push(await signIn(harness(), user));
    }
    const [a, b, c, d] = traders as [string, string, string, string];
    const place = async (cookie: string, body: Record<string, unknown>) => {
      const res = await harness().post(apiPaths.market.orders, { market: 'VINO-USD', ...body }, cookie);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<PlaceOrderResponse>().order;
    };
    // Two orders at one price from different users: time priority must survive the restart.
    const first = await place(a, { side: 'sell', type: 'limit', amount: '100', price: '1.05' });
    await place(b, { side: 'sell', type: 'limit', amount: '120', price: '1.05' });
    await place(a, { side: 'sell', type: 'limit', amount: '300', price: '1.10' });
    await place(b, { side: 'buy', type: 'limit', amount: '200', price: '0.95' });
    await place(c, { side: 'buy', type: 'limit', amount: '150', price: '0.97' });
    // A partial fill: 150 of 400 fill at 0.97, the other 250 rest at 0.96.
    await place(a, { side: 'sell', type: 'limit', amount: '400', price: '0.96' });
    // A stop that waits, and one that triggers on the next trade (0.96) and then rests at 0.955.
    await place(c, { side: 'buy', type: 'stop_limit', amount: '100', price: '1.20', stopPrice: '1.15' });
    await place(c, { side: 'sell', type: 'stop_limit', amount: '110', price: '0.955', stopPrice: '0.965' });
    await place(b, { side: 'buy', type: 'limit', amount: '110', price: '0.96' });
    await place(c, { market: 'VINO-BTC', side: 'buy', type: 'limit', amount: '500', price: '0.0000090' });

    const before = await booksOf(app);
    const triggered = (before['VINO-USD'] as { live: { triggered: boolean }[] }).live.filter((o) => o.triggered);
    expect(triggered.length).toBeGreaterThan(0);

    await app.close();
    app = await buildApp({ config, database: database.handle, logger: false });
    await app.ready();

    expect(await booksOf(app)).toEqual(before);

    // Matching continues in the same price-time priority: 110 at 0.955 (the triggered stop), 140 at
    // 0.96, then at 1.05 the first order before the second.
    const taker = await place(d, { side: 'buy', type: 'limit', amount: '350', price: '1.05' });
    expect(taker).toMatchObject({ status: 'filled', filledAmount: '350.00' });
    const mine = (await harness().get(`${apiPaths.market.myOrders}?status=all`, a)).json<{ orders: Order[] }>();
    expect(mine.orders.find((o) => o.id === first.id)?.status).toBe('filled');
  });
});
