import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { Order, OrderBookSnapshot, PlaceOrderResponse } from '../../src/contracts/market';
import { auditLog, userProfiles } from '../../src/server/db/schema';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { balancesOf, deleteRequest, fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const { withParam } = apiPaths.market;

describe('market API: orders, matching, settlement and history', () => {
  let t: TestApp;
  let adminCookie: string;

  /** A signed-in user whose KYC is approved, funded with `amounts`. */
  async function trader(amounts: Record<string, string> = { USD: '10000', VINO: '10000' }) {
    const { user, cookie } = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
    await fundUser(t.db, user.id, amounts);
    return { user, cookie };
  }

  async function place(cookie: string, body: Record<string, unknown>) {
    const res = await placeOrderRequest(t, cookie, body);
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
    return res.json<PlaceOrderResponse>();
  }

  async function book(market = 'VINO-USD'): Promise<OrderBookSnapshot> {
    return (await t.get(`${withParam(apiPaths.market.book, market)}?depth=20`)).json<OrderBookSnapshot>();
  }

  async function updateSettings(group: string, values: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'PUT',
      url: apiPaths.admin.settings,
      payload: { group, values },
      headers: { origin: t.config.publicUrl, cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
  }

  /** Cancels whatever is left so every test starts from an empty VINO-USD book. */
  async function cancelAll(...cookies: string[]) {
    for (const cookie of cookies) await deleteRequest(t, apiPaths.market.orders, cookie);
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the four markets with a ticker and an empty book before any trade', async () => {
    const res = await t.get(apiPaths.market.markets);
    expect(res.statusCode).toBe(200);
    const { markets } = res.json<{ markets: { id: string; label: string; ticker: { last: string | null } }[] }>();
    expect(markets.map((m) => m.id)).toEqual(['VINO-USD', 'VINO-ETH', 'VINO-BTC', 'VINO-USDT']);
    expect(markets[0]).toMatchObject({ label: 'VINO/USD', ticker: { last: null, volume24h: '0' } });
    // The order forms preview fees and bounds from the same settings the server enforces.
    expect(res.json().trading).toEqual({
      feePercent: 0.1,
      minimumTradeAmountUsd: 100,
      maximumTradeAmountUsd: 1_000_000,
      isTradingOpen: true,
    });
    expect(await book()).toMatchObject({ bids: [], asks: [], spread: null });
  });

  it('places a limit order that rests, holds its funds, and cancels it releasing them', async () => {
    const { user, cookie } = await trader({ USD: '1000' });
    const { order, fills } = await place(cookie, { side: 'buy', type: 'limit', amount: '200', price: '0.9' });
    expect(fills).toEqual([]);
    expect(order).toMatchObject({ status: 'open', amount: '200.00', price: '0.9000', remainingAmount: '200.00' });
    expect(await balancesOf(t.db, user.id)).toMatchObject({ USD: { available: '820', held: '180' } });
    expect((await book()).bids).toEqual([{ price: '0.9000', quantity: '200.00', total: '180' }]);
    const open = (await t.get(`${apiPaths.market.myOrders}?status=open`, cookie)).json<{ orders: Order[] }>();
    expect(open.orders.map((o) => o.id)).toEqual([order.id]);

    const cancel = await deleteRequest(t, withParam(apiPaths.market.order, order.id), cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ order: Order }>().order).toMatchObject({ status: 'cancelled', reason: 'user' });
    expect(await balancesOf(t.db, user.id)).toMatchObject({ USD: { available: '1000', held: '0' } });
    expect((await book()).bids).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['order.cancel', 'order.place']);
    const again = await deleteRequest(t, withParam(apiPaths.market.order, order.id), cookie);
    expect(again.statusCode).toBe(409);
  });

  it('fills crossing limit orders at the maker price, charging the fee on what each side receives', async () => {
    const seller = await trader({ VINO: '1000' });
    const buyer = await trader({ USD: '1000' });
    const sell = await place(seller.cookie, { side: 'sell', type: 'limit', amount: '100', price: '1' });
    expect(sell.order.status).toBe('open');
    const buy = await place(buyer.cookie, { side: 'buy', type: 'limit', amount: '150', price: '1.01' });
    expect(buy.fills).toEqual([
      expect.objectContaining({ price: '1.0000', amount: '100.00', total: '100', fee: '0.1', feeAsset: 'VINO' }),
    ]);
    expect(buy.order).toMatchObject({ status: 'partially_filled', filledAmount: '100.00', remainingAmount: '50.00' });
    // Buyer held 151.5 USD (150 × 1.01); 100 paid, 51.5 still held for the 50 resting at 1.01.
    expect(await balancesOf(t.db, buyer.user.id)).toMatchObject({
      USD: { available: '848.5', held: '51.5' },
      VINO: { available: '99.9', held: '0' },
    });
    expect(await balancesOf(t.db, seller.user.id)).toMatchObject({
      USD: { available: '99.9', held: '0' },
      VINO: { available: '900', held: '0' },
    });
    expect((await book()).bids).toEqual([{ price: '1.0100', quantity: '50.00', total: '50.5' }]);

    // Both sides see the trade in their history, each with its own side and fee.
    const buyerTrades = (await t.get(apiPaths.market.myTrades, buyer.cookie)).json();
    const sellerTrades = (await t.get(apiPaths.market.myTrades, seller.cookie)).json();
    expect(buyerTrades.items).toEqual([
      expect.objectContaining({ pair: 'VINO/USD', side: 'buy', amount: '100.00', fee: '0.1', feeAsset: 'VINO' }),
    ]);
    expect(sellerTrades.items).toEqual([
      expect.objectContaining({ side: 'sell', isMaker: true, total: '100', fee: '0.1', feeAsset: 'USD' }),
    ]);
    expect(sellerTrades.summary).toMatchObject({ buyCount: 0, sellCount: 1, totalVolume: '100', totalFeesUsd: '0.1' });

    const orders = (await t.get(`${apiPaths.market.myOrders}?status=all`, seller.cookie)).json<{ orders: Order[] }>();
    expect(orders.orders[0]).toMatchObject({ status: 'filled', averagePrice: '1.0000', filledTotal: '100' });

    // Cancelling the rest gives back everything still held, price improvement included.
    await deleteRequest(t, withParam(apiPaths.market.order, buy.order.id), buyer.cookie);
    expect(await balancesOf(t.db, buyer.user.id)).toMatchObject({ USD: { available: '900', held: '0' } });
    expect((await recomputeBalances(t.db)).consistent).toBe(true);

    const ticker = (await t.get(apiPaths.market.markets)).json().markets[0].ticker;
    expect(ticker).toMatchObject({ last: '1.0000', volume24h: '100', high24h: '1.0000', low24h: '1.0000' });
    const candles = (await t.get(`${withParam(apiPaths.market.candles, 'VINO-USD')}?timeframe=5M`)).json();
    expect(candles.candles.at(-1)).toMatchObject({ open: '1.0000', close: '1.0000', volume: '100' });
    const trades = (await t.get(withParam(apiPaths.market.trades, 'VINO-USD'))).json();
    expect(trades.trades[0]).toMatchObject({ side: 'buy', price: '1.0000', amount: '100.00' });
  });

  it('runs IOC, FOK, post-only, market and stop orders through the same API', async () => {
    const maker = await trader();
    const taker = await trader();
    await place(maker.cookie, { side: 'sell', type: 'limit', amount: '100', price: '1.02' });
    await place(maker.cookie, { side: 'sell', type: 'limit', amount: '100', price: '1.03' });

    const fok = await place(taker.cookie, {
      side: 'buy',
      type: 'limit',
      amount: '300',
      price: '1.05',
      timeInForce: 'FOK',
    });
    expect(fok.order).toMatchObject({ status: 'cancelled', reason: 'fok', filledAmount: '0.00' });
    expect(fok.fills).toEqual([]);

    const ioc = await place(taker.cookie, {
      side: 'buy',
      type: 'limit',
      amount: '150',
      price: '1.02',
      timeInForce: 'IOC',
    });
    expect(ioc.order).toMatchObject({ status: 'cancelled', reason: 'ioc', filledAmount: '100.00' });

    const postOnly = await place(taker.cookie, {
      side: 'buy',
      type: 'limit',
      amount: '100',
      price: '1.03',
      postOnly: true,
    });
    expect(postOnly.order).toMatchObject({ status: 'cancelled', reason: 'post_only' });

    // A stop-limit buy waits until the last price reaches 1.03.
    const stop = await place(taker.cookie, {
      side: 'buy',
      type: 'stop_limit',
      amount: '100',
      price: '1.04',
      stopPrice: '1.03',
    });
    expect(stop.order).toMatchObject({ status: 'open', isWaitingForTrigger: true });
    const seller = await trader();
    await place(seller.cookie, { side: 'sell', type: 'limit', amount: '100', price: '1.04' });
    // A market buy takes the 1.03 level: the trade triggers the stop, which buys at 1.04.
    const buyer = await trader();
    const market = await place(buyer.cookie, { side: 'buy', type: 'market', amount: '100' });
    expect(market.order).toMatchObject({ status: 'filled', averagePrice: '1.0300' });
    const stopAfter = (await t.get(`${apiPaths.market.myOrders}?status=all`, taker.cookie))
      .json<{ orders: Order[] }>()
      .orders.find((o) => o.id === stop.order.id);
    expect(stopAfter).toMatchObject({ status: 'filled', averagePrice: '1.0400', isWaitingForTrigger: false });
    expect((await book()).asks).toEqual([]);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
    await cancelAll(maker.cookie, taker.cookie, seller.cookie);
  });

  it('answers the spec messages for a bad amount or limit price as field errors', async () => {
    const { cookie } = await trader();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ side: 'buy', type: 'limit', amount: '', price: '1' }, 'amount', 'Please enter a valid order amount'],
      [{ side: 'buy', type: 'limit', amount: '-5', price: '1' }, 'amount', 'Please enter a valid order amount'],
      [{ side: 'buy', type: 'limit', amount: '0', price: '1' }, 'amount', 'Please enter a valid order amount'],
      [{ side: 'buy', type: 'limit', amount: '100.123', price: '1' }, 'amount', 'Please enter a valid order amount'],
      [{ side: 'buy', type: 'limit', amount: '100' }, 'price', 'Please enter a valid limit price'],
      [{ side: 'buy', type: 'limit', amount: '100', price: 'abc' }, 'price', 'Please enter a valid limit price'],
      [{ side: 'buy', type: 'limit', amount: '100', price: '1.000001' }, 'price', 'Please enter a valid limit price'],
    ];
    for (const [body, field, message] of cases) {
      const res = await placeOrderRequest(t, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it('enforces the trading settings: limits, maintenance, trading switch, KYC and balance', async () => {
    const { cookie } = await trader({ USD: '500' });
    const small = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '50', price: '1' });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toMatchObject({ code: 'BELOW_MINIMUM_TRADE', message: 'Minimum trade amount is $100' });
    // Other quotes convert at the reference prices: 90 VINO at 0.000298 ETH is 90 USD, below 100.
    const ethSmall = await placeOrderRequest(t, cookie, {
      market: 'VINO-ETH',
      side: 'sell',
      type: 'limit',
      amount: '90',
      price: '0.000298',
    });
    expect(ethSmall.json().error.code).toBe('BELOW_MINIMUM_TRADE');

    const poor = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '1000', price: '1' });
    expect(poor.statusCode).toBe(409);
    expect(poor.json().error.message).toBe('Insufficient balance');

    await updateSettings('trading', { maximumTradeAmount: 150 });
    const big = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '200', price: '1' });
    expect(big.json().error).toMatchObject({ code: 'ABOVE_MAXIMUM_TRADE', message: 'Maximum trade amount is $150' });
    await updateSettings('trading', { maximumTradeAmount: 1_000_000 });

    await updateSettings('platform', { maintenanceMode: true });
    const during = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '100', price: '1' });
    expect(during.statusCode).toBe(503);
    expect(during.json().error.code).toBe('MAINTENANCE');
    await updateSettings('platform', { maintenanceMode: false, tradingEnabled: false });
    const off = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '100', price: '1' });
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('TRADING_DISABLED');
    await updateSettings('platform', { tradingEnabled: true });

    const unverified = await signedInUser(t);
    const kyc = await placeOrderRequest(t, unverified.cookie, {
      side: 'buy',
      type: 'limit',
      amount: '100',
      price: '1',
    });
    expect(kyc.statusCode).toBe(403);
    expect(kyc.json().error).toMatchObject({
      code: 'KYC_REQUIRED',
      message: 'Identity verification is required before you can trade. Complete your verification to continue.',
    });
    await updateSettings('platform', { kycRequired: false });
    const noKyc = await placeOrderRequest(t, unverified.cookie, {
      side: 'buy',
      type: 'limit',
      amount: '100',
      price: '1',
    });
    expect(noKyc.statusCode).toBe(409); // past compliance, stopped by the empty balance
    await updateSettings('platform', { kycRequired: true });
  });

  it('lets only the owner cancel an order and keeps private routes private', async () => {
    const owner = await trader();
    const other = await trader();
    const { order } = await place(owner.cookie, { side: 'sell', type: 'limit', amount: '100', price: '2' });
    const foreign = await deleteRequest(t, withParam(apiPaths.market.order, order.id), other.cookie);
    expect(foreign.statusCode).toBe(404);
    const missing = await deleteRequest(t, withParam(apiPaths.market.order, 'no-such-order'), other.cookie);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(missing.json().error.message);
    // Another user's cancel-all leaves this order alone.
    const otherAll = await deleteRequest(t, apiPaths.market.orders, other.cookie);
    expect(otherAll.json().cancelled).toEqual([]);
    expect((await book()).asks).toEqual([{ price: '2.0000', quantity: '100.00', total: '200' }]);

    expect((await placeOrderRequest(t, '', { side: 'buy', type: 'limit', amount: '100', price: '1' })).statusCode).toBe(
      401,
    );
    expect((await t.get(apiPaths.market.myOrders)).statusCode).toBe(401);
    expect((await t.get(apiPaths.market.myTradesCsv)).statusCode).toBe(401);

    const all = await deleteRequest(t, apiPaths.market.orders, owner.cookie);
    expect(all.json().cancelled).toEqual([expect.objectContaining({ id: order.id, status: 'cancelled' })]);
  });

  it('pages my trade history by 10, filters by side, and exports it as CSV with the spec columns', async () => {
    const a = await trader();
    const b = await trader();
    for (let i = 0; i < 12; i++) {
      const aSells = i % 3 !== 0;
      await place(aSells ? a.cookie : b.cookie, { side: 'sell', type: 'limit', amount: '100', price: '1' });
      await place(aSells ? b.cookie : a.cookie, { side: 'buy', type: 'limit', amount: '100', price: '1' });
    }
    const page1 = (await t.get(`${apiPaths.market.myTrades}?period=24h`, a.cookie)).json();
    expect(page1.items).toHaveLength(10);
    expect(page1).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(page1.summary).toMatchObject({ buyCount: 4, sellCount: 8, totalVolume: '1200' });
    const page2 = (await t.get(`${apiPaths.market.myTrades}?period=24h&page=2`, a.cookie)).json();
    expect(page2.items).toHaveLength(2);
    const buys = (await t.get(`${apiPaths.market.myTrades}?side=buy`, a.cookie)).json();
    expect(buys.items.every((row: { side: string }) => row.side === 'buy')).toBe(true);
    expect(buys.total).toBe(4);

    const csv = await t.get(`${apiPaths.market.myTradesCsv}?side=sell&period=7d`, a.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="vino-trades-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Pair,Side,Amount,Price,Total,Fee,Status');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,VINO\/USD,Sell,100\.00,1\.0000,100,0\.1 USD,Completed$/);
  });

  it('rejects a market order when the other side of the book is empty', async () => {
    const { cookie } = await trader();
    const res = await placeOrderRequest(t, cookie, { market: 'VINO-BTC', side: 'buy', type: 'market', amount: '100' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NO_LIQUIDITY');
  });

  it('keeps every asset conserved and every stored balance equal to its postings', async () => {
    const check = await recomputeBalances(t.db);
    expect(check.mismatches).toEqual([]);
    expect(check.assetSums.every((s) => s.sum === 0n)).toBe(true);
  });
});
