import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { PortfolioResponse } from '../../src/contracts/portfolio';
import { userProfiles } from '../../src/server/db/schema';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('portfolio API', () => {
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

  it('answers 401 to a visitor', async () => {
    expect((await t.get(apiPaths.myPortfolio)).statusCode).toBe(401);
  });

  it('values ledger balances at the reference price before any trade, with no performance yet', async () => {
    const { cookie } = await trader({ USD: '250', VINO: '1000' });
    const res = await t.get(apiPaths.myPortfolio, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<PortfolioResponse>();
    expect(Number(body.vinoTokens)).toBe(1000);
    expect(body.holdings.find((h) => h.asset === 'VINO')?.valueUsd).toBe('1000.00');
    expect(body.totalValueUsd).toBe('1250.00');
    expect(body.performance.profitUsd).toBeNull();
  });

  it('values VINO at the last trade price and counts the trades in the performance', async () => {
    const seller = await trader({ VINO: '500' });
    const buyer = await trader({ USD: '1000' });
    const ask = await placeOrderRequest(t, seller.cookie, { side: 'sell', type: 'limit', amount: '200', price: '1.5' });
    expect(ask.statusCode).toBe(201);
    const bid = await placeOrderRequest(t, buyer.cookie, { side: 'buy', type: 'limit', amount: '200', price: '1.5' });
    expect(bid.statusCode).toBe(201);

    const body = (await t.get(apiPaths.myPortfolio, buyer.cookie)).json<PortfolioResponse>();
    expect(Number(body.vinoPriceUsd)).toBe(1.5);
    expect(body.performance.buyCount).toBe(1);
    expect(Number(body.performance.vinoBought)).toBe(200);
    const vino = body.holdings.find((h) => h.asset === 'VINO')!;
    // The buyer pays the fee in VINO, so holds a little under 200; valued at 1.5 each.
    expect(Number(vino.amount)).toBeGreaterThan(199);
    expect(Number(vino.amount)).toBeLessThanOrEqual(200);
    expect(Number(vino.valueUsd)).toBeCloseTo(Number(vino.amount) * 1.5, 1);
    // Bought 200 at 1.5 and the last price is 1.5: paid 300, worth 300, no gain or loss.
    expect(body.performance.netInvestedUsd).toBe('300.00');
    expect(body.performance.netVinoValueUsd).toBe('300.00');
    expect(body.performance.profitUsd).toBe('0.00');

    const sellerView = (await t.get(apiPaths.myPortfolio, seller.cookie)).json<PortfolioResponse>();
    expect(sellerView.performance.sellCount).toBe(1);
    expect(Number(sellerView.vinoTokens)).toBe(300);
  });
});
