import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import {
  TIMEFRAMES,
  type CandlesResponse,
  type MarketsResponse,
  type OrderBookSnapshot,
} from '../../src/contracts/market';
import { MARKET_IDS } from '../../src/domain/exchange/markets';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { MARKET_MAKER_INTERVAL_MS } from '../../src/server/modules/market/market-maker';
import { HISTORY_SLOTS_MS } from '../../src/server/modules/market/seed-demo-trades';
import { signIn } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('demo market maker', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    // The demo seed (thousands of members and their history) comes first.
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('does not run in tests unless a test starts it', async () => {
    const book = (await t.get(apiPaths.market.withParam(apiPaths.market.book, 'VINO-USD'))).json<OrderBookSnapshot>();
    expect(book.bids).toEqual([]);
  });

  it('seeds fourteen weeks of real trading sessions (readable candles at every timeframe), then keeps every book two-sided around the reference price', async () => {
    const started = performance.now();
    await t.app.market.marketMaker.runOnce();
    const seconds = (performance.now() - started) / 1000;
    console.info(`market maker first round (history + quotes): ${seconds.toFixed(1)} s`);

    const { markets } = (await t.get(apiPaths.market.markets)).json<MarketsResponse>();
    for (const market of markets) {
      expect(market.ticker.last).not.toBeNull();
      expect(Number(market.ticker.volume24h)).toBeGreaterThan(0);
      const book = (
        await t.get(`${apiPaths.market.withParam(apiPaths.market.book, market.id)}?depth=15`)
      ).json<OrderBookSnapshot>();
      expect(book.bids.length).toBeGreaterThanOrEqual(8);
      expect(book.asks.length).toBeGreaterThanOrEqual(8);
      const reference = Number(market.referencePrice);
      expect(Number(book.bids[0]!.price)).toBeLessThan(reference);
      expect(Number(book.asks[0]!.price)).toBeGreaterThan(reference);
      expect(Number(book.asks[0]!.price) / Number(book.bids[0]!.price)).toBeLessThan(1.01);
      // Readable at every timeframe: a run of candles, nearly all with a body (open ≠ close), not flat ticks.
      for (const timeframe of TIMEFRAMES) {
        const { candles } = (
          await t.get(`${apiPaths.market.withParam(apiPaths.market.candles, market.id)}?timeframe=${timeframe}`)
        ).json<CandlesResponse>();
        expect(candles.length, `${market.id} ${timeframe}`).toBeGreaterThanOrEqual(12);
        const withBody = candles.filter((c) => c.open !== c.close).length;
        expect(withBody / candles.length, `${market.id} ${timeframe} bodies`).toBeGreaterThan(0.8);
      }
    }
    expect(MARKET_IDS).toHaveLength(markets.length);

    // The demo investor took the other side: their history is real and in the database.
    const cookie = await signIn(t, { email: 'investor@demo.vino.example', password: 'vino-demo-investor' });
    const history = (await t.get(`${apiPaths.market.myTrades}?period=7d`, cookie)).json();
    // Two trades a session; the sessions of the last seven days (jitter only moves them later).
    const sessionsIn7d = HISTORY_SLOTS_MS.filter((ago) => ago <= 7 * 24 * 60 * 60 * 1000).length;
    expect(history.total).toBe(2 * sessionsIn7d * MARKET_IDS.length);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);

    // A second round finds the books full and places nothing new.
    const before = (await t.get(apiPaths.market.withParam(apiPaths.market.book, 'VINO-USD'))).json<OrderBookSnapshot>();
    await t.app.market.marketMaker.runOnce();
    const after = (await t.get(apiPaths.market.withParam(apiPaths.market.book, 'VINO-USD'))).json<OrderBookSnapshot>();
    expect(after.sequence).toBe(before.sequence);
  }, 300_000);

  it('stops cleanly: the round in progress finishes, no next round is scheduled, the ledger stays whole', async () => {
    const book = async () =>
      (await t.get(apiPaths.market.withParam(apiPaths.market.book, 'VINO-USD'))).json<OrderBookSnapshot>();
    const before = await book();
    // The loop's own timer is faked, so "no next round" is read from the timers it armed, not waited
    // for. Only timers of the loop's interval count: the database driver arms idle timers of its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const armed = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    const pendingRounds = () => {
      const clearedHandles = new Set(cleared.mock.calls.map((call) => call[0]));
      return armed.mock.calls.filter(
        (call, i) => call[1] === MARKET_MAKER_INTERVAL_MS && !clearedHandles.has(armed.mock.results[i]!.value),
      ).length;
    };
    try {
      t.app.market.marketMaker.start();
      await t.app.market.marketMaker.stop();
      expect(pendingRounds()).toBe(0);
      // Started again, a finished round arms the next one: the count above could have seen it.
      t.app.market.marketMaker.start();
      await vi.waitFor(() => expect(pendingRounds()).toBe(1), { timeout: 60_000, interval: 20 });
      await t.app.market.marketMaker.stop();
      expect(pendingRounds()).toBe(0);
    } finally {
      armed.mockRestore();
      cleared.mockRestore();
      vi.useRealTimers();
    }
    expect((await book()).sequence).toBe(before.sequence);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
  });
});
