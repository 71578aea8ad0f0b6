import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { Order, PlaceOrderResponse } from '../../src/contracts/market';
import { trades, userProfiles } from '../../src/server/db/schema';
import { balancesOf, fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser, type TestUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const HOUR_MS = 60 * 60 * 1000;
const LIMIT_MESSAGE = 'Daily trading volume limit of $1,000 reached. Try a smaller order or again tomorrow.';

describe('market: trading setting dailyVolumeLimit (rolling 24 h, per user, USD)', () => {
  let t: TestApp;
  let maker: { user: TestUser; cookie: string };

  async function trader(overrides: Partial<TestUser> = {}, amounts: Record<string, string> = { USD: '10000' }) {
    const { user, cookie } = await signedInUser(t, overrides);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
    await fundUser(t.db, user.id, amounts);
    return { user, cookie };
  }

  async function place(cookie: string, body: Record<string, unknown>) {
    const res = await placeOrderRequest(t, cookie, body);
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
    return res.json<PlaceOrderResponse>();
  }

  const buy = (cookie: string, amount: string) =>
    placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount, price: '1' });

  /** Moves a user's trades `hoursAgo` back in time, as if they had traded then. */
  async function ageTradesOf(userId: string, hoursAgo: number, tradeId?: string) {
    const mine = or(eq(trades.takerUserId, userId), eq(trades.makerUserId, userId));
    await t.db
      .update(trades)
      .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR_MS) })
      .where(tradeId ? and(mine, eq(trades.id, tradeId)) : mine);
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    const admin = await signedInUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'PUT',
      url: apiPaths.admin.settings,
      payload: { group: 'trading', values: { dailyVolumeLimit: 1000 } },
      headers: { origin: t.config.publicUrl, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dailyVolumeLimit: 1000 });
    // A system account is exempt: it rests 20,000 VINO, far above the limit, and fills everyone.
    maker = await trader({ email: 'liquidity@system.vino.example' }, { VINO: '100000' });
    await place(maker.cookie, { side: 'sell', type: 'limit', amount: '20000', price: '1' });
  });
  afterAll(() => t.close());

  it('lets a user trade up to the limit, then refuses the next order at entry with nothing held', async () => {
    const buyer = await trader();
    const first = await place(buyer.cookie, { side: 'buy', type: 'limit', amount: '600', price: '1' });
    expect(first.order.status).toBe('filled');
    // 600 traded + 400 = exactly the limit: allowed.
    expect((await buy(buyer.cookie, '400')).statusCode).toBe(201);

    const refused = await buy(buyer.cookie, '100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'DAILY_VOLUME_LIMIT',
      message: LIMIT_MESSAGE,
      fields: { amount: LIMIT_MESSAGE },
    });
    // Nothing held, no order stored for the refusal.
    expect(await balancesOf(t.db, buyer.user.id)).toMatchObject({ USD: { available: '9000', held: '0' } });
    const mine = (await t.get(`${apiPaths.market.myOrders}?status=all`, buyer.cookie)).json<{ orders: Order[] }>();
    expect(mine.orders).toHaveLength(2);

    // A sell is valued the same way and refused too.
    const sell = await placeOrderRequest(t, buyer.cookie, { side: 'sell', type: 'limit', amount: '100', price: '2' });
    expect(sell.json().error.code).toBe('DAILY_VOLUME_LIMIT');
    expect(await balancesOf(t.db, buyer.user.id)).toMatchObject({ VINO: { held: '0' } });

    // A different user is unaffected.
    const other = await trader();
    expect((await buy(other.cookie, '1000')).statusCode).toBe(201);
  });

  it('counts only trades of the last 24 hours (rolling)', async () => {
    const buyer = await trader();
    const older = await place(buyer.cookie, { side: 'buy', type: 'limit', amount: '600', price: '1' });
    const recent = await place(buyer.cookie, { side: 'buy', type: 'limit', amount: '400', price: '1' });
    expect((await buy(buyer.cookie, '100')).statusCode).toBe(400);

    await ageTradesOf(buyer.user.id, 25, older.fills[0]!.tradeId);
    await ageTradesOf(buyer.user.id, 23, recent.fills[0]!.tradeId);
    // 25 h ago no longer counts; 23 h ago still does: 400 + 600 fits, one more dollar does not.
    expect((await buy(buyer.cookie, '600')).statusCode).toBe(201);
    const refused = await buy(buyer.cookie, '100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(LIMIT_MESSAGE);
  });

  it('values trades of other markets in USD like the trade amount limits do', async () => {
    const ethMaker = await trader({ email: 'eth-liquidity@system.vino.example' }, { VINO: '10000' });
    // VINO/ETH reference 0.000298: 800 VINO at the reference is $800.
    await place(ethMaker.cookie, { market: 'VINO-ETH', side: 'sell', type: 'limit', amount: '800', price: '0.000298' });
    const buyer = await trader({}, { USD: '10000', ETH: '10' });
    const eth = await place(buyer.cookie, {
      market: 'VINO-ETH',
      side: 'buy',
      type: 'limit',
      amount: '800',
      price: '0.000298',
    });
    expect(eth.order.status).toBe('filled');
    expect((await buy(buyer.cookie, '200')).statusCode).toBe(201);
    expect((await buy(buyer.cookie, '100')).json().error.code).toBe('DAILY_VOLUME_LIMIT');
  });
});
