import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { marketReferenceQuotes } from '../../src/server/db/schema';
import { getPrices } from '../../src/server/modules/prices/get-prices';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('prices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded reference quotes of the stock and the token, labelled and dated', async () => {
    const res = await t.get('/api/v1/prices');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { stock, token } = res.json();
    expect(stock).toEqual({
      symbol: 'VINO-STOCK',
      name: 'VINO Holdings stock',
      price: '45.67',
      change_pct: '0.00',
      market_cap: '250000000.00',
      pe_ratio: '18.50',
      dividend_yield_pct: '2.40',
      staking_apy_pct: null,
      ytd_performance_pct: '24.50',
      source: 'reference',
      source_label: 'Delayed reference data',
      as_of: '2026-11-20T21:00:00.000Z',
    });
    expect(token).toMatchObject({
      symbol: 'VINO',
      price: '1.00',
      market_cap: '50000000.00',
      staking_apy_pct: '8.50',
      ytd_performance_pct: '18.20',
      pe_ratio: null,
      source: 'reference',
      source_label: 'Delayed reference data',
    });
  });

  it('takes VINO/USD from the exchange when it has a last trade, labelled as such', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const prices = await getPrices(t.db, { lastExchangePrice: async () => '1.0125', now: () => now });
    expect(prices.token).toMatchObject({
      price: '1.0125',
      source: 'exchange',
      source_label: 'VINO/USD last trade',
      as_of: now.toISOString(),
    });
    // The stock is quoted, not traded here: it stays on its reference row.
    expect(prices.stock).toMatchObject({ price: '45.67', source: 'reference' });
  });

  it('falls back to the reference row when the exchange has no trade or fails', async () => {
    expect((await getPrices(t.db, { lastExchangePrice: async () => null })).token).toMatchObject({
      price: '1.00',
      source: 'reference',
    });
    const failing = async () => {
      throw new Error('exchange down');
    };
    expect((await getPrices(t.db, { lastExchangePrice: failing })).token.source).toBe('reference');
  });

  it('follows the reference table and answers 503 when a quote is missing', async () => {
    await t.db
      .update(marketReferenceQuotes)
      .set({ price: '47.10' })
      .where(eq(marketReferenceQuotes.symbol, 'VINO-STOCK'));
    expect((await getPrices(t.db)).stock.price).toBe('47.10');
    await t.db.delete(marketReferenceQuotes).where(eq(marketReferenceQuotes.symbol, 'VINO-STOCK'));
    await expect(getPrices(t.db)).rejects.toMatchObject({ statusCode: 503 });
  });
});
