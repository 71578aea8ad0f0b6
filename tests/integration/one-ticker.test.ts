import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { MarketSummary } from '../../src/contracts/market';
import type { Prices } from '../../src/contracts/prices';
import { userProfiles } from '../../src/server/db/schema';
import { getMarketTicker } from '../../src/server/modules/market/get-market-ticker';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 16: /buy-vino showed "+0.00% 24h" (the reference row) while /trading and /realtime showed the
 * exchange's −1.00 %. Every screen must read the one VINO/USD ticker.
 */
describe('one VINO/USD ticker for every screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  async function trader() {
    const { user, cookie } = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
    await fundUser(t.db, user.id, { USD: '10000', VINO: '10000' });
    return cookie;
  }

  it('serves the same price and 24 h change on the buy page, the trading page and the real-time feed', async () => {
    const seller = await trader();
    const buyer = await trader();
    // Two trades, 1.00 then 0.99: a -1.00 % day the reference row (0.00 %) knows nothing about.
    for (const price of ['1.00', '0.99']) {
      expect(
        (await placeOrderRequest(t, seller, { side: 'sell', type: 'limit', amount: '200', price })).statusCode,
      ).toBe(201);
      expect((await placeOrderRequest(t, buyer, { side: 'buy', type: 'market', amount: '200' })).statusCode).toBe(201);
    }

    // What the market module hands every consumer (trading, real-time price_update, portfolio, prices)
    // is one cached object until the next trade.
    const ticker = await getMarketTicker(t.app.market.context, 'VINO-USD');
    expect(await getMarketTicker(t.app.market.context, 'VINO-USD')).toBe(ticker);
    expect(ticker).toMatchObject({ last: '0.9900', change24h: '-1.00' });

    // /trading and /realtime read the markets list; /buy-vino reads the prices.
    const { markets } = (await t.get(apiPaths.market.markets)).json<{ markets: MarketSummary[] }>();
    expect(markets.find((m) => m.id === 'VINO-USD')?.ticker).toEqual(ticker);
    const prices = (await t.get(apiPaths.prices)).json<Prices>();
    expect(prices.token).toMatchObject({ price: ticker.last, change_pct: ticker.change24h, source: 'exchange' });

    // A further trade moves every screen at once: no route keeps its own older copy.
    expect(
      (await placeOrderRequest(t, seller, { side: 'sell', type: 'limit', amount: '200', price: '1.01' })).statusCode,
    ).toBe(201);
    expect((await placeOrderRequest(t, buyer, { side: 'buy', type: 'market', amount: '200' })).statusCode).toBe(201);
    const next = (await t.get(apiPaths.prices)).json<Prices>();
    const nextMarkets = (await t.get(apiPaths.market.markets)).json<{ markets: MarketSummary[] }>().markets;
    const nextTicker = nextMarkets.find((m) => m.id === 'VINO-USD')?.ticker;
    expect(nextTicker).toMatchObject({ last: '1.0100', change24h: '1.00' });
    expect(next.token).toMatchObject({ price: nextTicker?.last, change_pct: nextTicker?.change24h });
  });
});
