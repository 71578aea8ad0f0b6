import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { MyTradesResponse } from '../../src/contracts/market';
import type {
  ExecuteRebalanceResponse,
  RebalanceHistory,
  RebalancePlan,
  RebalancerSettings,
} from '../../src/contracts/rebalancer';
import { auditLog, notifications, userProfiles } from '../../src/server/db/schema';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { balancesOf, fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import { createTestApp, type TestApp } from '../setup/test-app';

const DEFAULTS = { VINO: '50', STOCK: '30', ETH: '15', USDT: '5', BTC: '0', USD: '0' };

describe('portfolio rebalancer API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function trader(amounts: Parameters<typeof fundUser>[2]) {
    const signed = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, signed.user.id));
    await fundUser(t.db, signed.user.id, amounts);
    return signed;
  }
  const put = (cookie: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: apiPaths.rebalancer.settings,
      payload: body as object,
      headers: { origin: t.config.publicUrl, cookie },
    });
  const execute = (cookie: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.rebalancer.execute,
      payload: {},
      headers: { origin: t.config.publicUrl, cookie, ...(key ? { 'idempotency-key': key } : {}) },
    });

  it('answers 401 to a visitor on every endpoint', async () => {
    for (const path of [apiPaths.rebalancer.settings, apiPaths.rebalancer.plan, apiPaths.rebalancer.history])
      expect((await t.get(path)).statusCode).toBe(401);
    expect((await t.post(apiPaths.rebalancer.execute, {})).statusCode).toBe(401);
  });

  it('starts from the spec defaults and saves valid settings only', async () => {
    const { cookie, user } = await trader({});
    const initial = (await t.get(apiPaths.rebalancer.settings, cookie)).json<RebalancerSettings>();
    expect(initial).toEqual({ targets: DEFAULTS, threshold: 5, autoRebalance: false });

    const notHundred = await put(cookie, {
      targets: { ...DEFAULTS, VINO: '49.5' },
      threshold: 5,
      autoRebalance: false,
    });
    expect(notHundred.statusCode).toBe(400);
    expect(notHundred.json().error.message).toBe('Targets must add up to 100%.');
    for (const threshold of [0.5, 5.3, 15.5])
      expect((await put(cookie, { targets: DEFAULTS, threshold, autoRebalance: false })).statusCode).toBe(400);
    expect(
      (await put(cookie, { targets: { ...DEFAULTS, VINO: '-5', USD: '55' }, threshold: 5, autoRebalance: false }))
        .statusCode,
    ).toBe(400);

    const saved = { targets: { ...DEFAULTS, VINO: '45.5', USD: '4.5' }, threshold: 7.5, autoRebalance: true };
    expect((await put(cookie, saved)).statusCode).toBe(200);
    expect((await t.get(apiPaths.rebalancer.settings, cookie)).json()).toEqual(saved);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'rebalancer.settings.save')));
    expect(audit).toHaveLength(1);
  });

  it('plans from ledger balances at market prices: allocation, deviation, actions and VINO pair orders', async () => {
    const { cookie } = await trader({ VINO: '5000', USD: '5000' });
    // No trade yet: VINO/USD is at its reference price 1, so 10,000 USD in all.
    expect(
      (
        await put(cookie, {
          targets: { ...DEFAULTS, VINO: '40', STOCK: '0', ETH: '10', USDT: '0', USD: '50' },
          threshold: 5,
          autoRebalance: false,
        })
      ).statusCode,
    ).toBe(200);
    const plan = (await t.get(apiPaths.rebalancer.plan, cookie)).json<RebalancePlan>();
    expect(plan.totalValueUsd).toBe('10000.00');
    const row = (asset: string) => plan.assets.find((a) => a.asset === asset)!;
    expect(row('VINO')).toMatchObject({
      valueUsd: '5000.00',
      allocation: '50.00',
      target: '40.00',
      deviation: '10.00',
      deviationLevel: 'red',
    });
    expect(row('ETH')).toMatchObject({ allocation: '0.00', deviation: '-10.00', needsAction: true });
    expect(row('USD')).toMatchObject({ deviation: '0.00', deviationLevel: 'green', needsAction: false });
    expect(row('STOCK')).toMatchObject({ symbol: 'VINO-STOCK', isTradeable: false });
    expect(plan.actions.map((a) => [a.asset, a.action, a.valueUsd])).toEqual([
      ['VINO', 'sell', '1000.00'],
      ['ETH', 'buy', '1000.00'],
    ]);
    // Raising ETH sells VINO on VINO-ETH; that is also exactly VINO's excess, so no USD residual.
    expect(plan.orders).toEqual([
      { market: 'VINO-ETH', side: 'sell', amount: '1000.00', forAsset: 'ETH', valueUsd: '1000.00' },
    ]);
  });

  it('shows the stock with its default target as needing manual action', async () => {
    const { cookie } = await trader({ VINO: '1000' });
    const plan = (await t.get(apiPaths.rebalancer.plan, cookie)).json<RebalancePlan>();
    expect(plan.actions.find((a) => a.asset === 'STOCK')).toMatchObject({
      action: 'buy',
      valueUsd: '300.00',
      needsManualAction: true,
    });
  });

  it('executes with real market orders that fill against a resting order, records the fills, and replays by key', async () => {
    const counter = await trader({ ETH: '1' });
    // Resting bid: 1,500 VINO at the ETH reference price.
    const bid = await placeOrderRequest(t, counter.cookie, {
      market: 'VINO-ETH',
      side: 'buy',
      type: 'limit',
      amount: '1500',
      price: '0.000298',
    });
    expect(bid.statusCode).toBe(201);

    const { cookie, user } = await trader({ VINO: '5000', USD: '5000' });
    await put(cookie, {
      targets: { ...DEFAULTS, VINO: '40', STOCK: '0', ETH: '10', USDT: '0', USD: '50' },
      threshold: 5,
      autoRebalance: false,
    });
    expect((await execute(cookie)).statusCode).toBe(400);

    const res = await execute(cookie, 'rebalance-key-0001');
    expect(res.statusCode).toBe(200);
    const { rebalance, replayed } = res.json<ExecuteRebalanceResponse>();
    expect(replayed).toBe(false);
    expect(rebalance).toMatchObject({
      trigger: 'manual',
      status: 'completed',
      totalValueUsd: '10000.00',
      threshold: '5.00',
    });
    const [order] = rebalance.orders;
    expect(order).toMatchObject({
      market: 'VINO-ETH',
      side: 'sell',
      amount: '1000.00',
      filledAmount: '1000.00',
      status: 'filled',
      error: null,
    });
    expect(order!.orderId).toEqual(expect.any(String));
    expect(order!.fills).toHaveLength(1);
    expect(order!.fills[0]).toMatchObject({ price: '0.000298', amount: '1000.00', total: '0.298' });

    // The ledger moved: 1,000 VINO out, 0.298 ETH in (less the seller's fee in ETH).
    const balances = await balancesOf(t.db, user.id);
    expect(balances.VINO!.available).toBe('4000');
    expect(Number(balances.ETH!.available)).toBeGreaterThan(0.29);
    expect(Number(balances.ETH!.available)).toBeLessThanOrEqual(0.298);
    // The trade is in the user's trading history.
    const trades = (await t.get(`${apiPaths.market.myTrades}?period=24h`, cookie)).json<MyTradesResponse>();
    expect(trades.total).toBe(1);

    // The same key again: the recorded rebalance, no second order.
    const again = (await execute(cookie, 'rebalance-key-0001')).json<ExecuteRebalanceResponse>();
    expect(again.replayed).toBe(true);
    expect(again.rebalance.id).toBe(rebalance.id);
    expect((await balancesOf(t.db, user.id)).VINO!.available).toBe('4000');

    // Balanced now: a new key has nothing to do.
    const nothing = await execute(cookie, 'rebalance-key-0002');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('NOTHING_TO_REBALANCE');

    const history = (await t.get(apiPaths.rebalancer.history, cookie)).json<RebalanceHistory>();
    expect(history.rebalances.map((r) => r.id)).toEqual([rebalance.id]);
    expect(history.rebalances[0]!.actions.map((a) => a.asset)).toEqual(['VINO', 'ETH']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'rebalance.execute')));
    expect(audit).toHaveLength(1);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
  });

  it('records a refused order with the market message (no counter-order: no liquidity)', async () => {
    const { cookie } = await trader({ VINO: '1000', BTC: '1' });
    // BTC at its reference cross rate is worth about 106,383 USD: sell most of it for VINO.
    await put(cookie, {
      targets: { ...DEFAULTS, VINO: '50', STOCK: '0', ETH: '0', USDT: '0', BTC: '0', USD: '50' },
      threshold: 5,
      autoRebalance: false,
    });
    const res = await execute(cookie, 'refused-key-0001');
    expect(res.statusCode).toBe(200);
    const { rebalance } = res.json<ExecuteRebalanceResponse>();
    expect(rebalance.status).toBe('failed');
    expect(rebalance.orders[0]).toMatchObject({ market: 'VINO-BTC', side: 'buy', status: 'refused', orderId: null });
    expect(rebalance.orders[0]!.error?.code).toBe('NO_LIQUIDITY');
  });

  it('refuses while trading is switched off, as the market does', async () => {
    const { cookie } = await trader({ VINO: '5000', USD: '5000' });
    await put(cookie, {
      targets: { ...DEFAULTS, VINO: '40', STOCK: '0', ETH: '10', USDT: '0', USD: '50' },
      threshold: 5,
      autoRebalance: false,
    });
    const settings = t.app.market.context.settings;
    await settings.update('platform', { tradingEnabled: false }, { userId: null });
    try {
      const res = await execute(cookie, 'closed-key-0001');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('TRADING_DISABLED');
      expect((await t.get(apiPaths.rebalancer.history, cookie)).json<RebalanceHistory>().rebalances).toEqual([]);
    } finally {
      await settings.update('platform', { tradingEnabled: true }, { userId: null });
    }
  });

  it('auto-rebalance runs once a day through the job queue and notifies the user', async () => {
    const counter = await trader({ VINO: '5000' });
    const ask = await placeOrderRequest(t, counter.cookie, {
      market: 'VINO-USD',
      side: 'sell',
      type: 'limit',
      amount: '2000',
      price: '1.0000',
    });
    expect(ask.statusCode).toBe(201);
    const { cookie, user } = await trader({ VINO: '4000', USD: '6000' });
    await put(cookie, {
      targets: { ...DEFAULTS, VINO: '50', STOCK: '0', ETH: '0', USDT: '0', USD: '50' },
      threshold: 5,
      autoRebalance: true,
    });

    expect(await t.app.rebalancer.runAutoSweep()).toBeGreaterThanOrEqual(1);
    await runAllDueJobs(t.app.jobWorker);
    const history = (await t.get(apiPaths.rebalancer.history, cookie)).json<RebalanceHistory>();
    expect(history.rebalances).toHaveLength(1);
    expect(history.rebalances[0]).toMatchObject({ trigger: 'auto', status: 'completed' });
    expect(history.rebalances[0]!.orders[0]).toMatchObject({
      market: 'VINO-USD',
      side: 'buy',
      amount: '1000.00',
      filledAmount: '1000.00',
    });
    const mine = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe('Portfolio rebalanced');
    expect(mine[0]!.message).toContain('bought 1000.00 VINO on VINO/USD');

    // A second sweep the same day enqueues nothing new (dedupe key per user and day).
    await t.app.rebalancer.runAutoSweep();
    await runAllDueJobs(t.app.jobWorker);
    expect((await t.get(apiPaths.rebalancer.history, cookie)).json<RebalanceHistory>().rebalances).toHaveLength(1);
  });
});
