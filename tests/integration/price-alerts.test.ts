import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { NotificationList } from '../../src/contracts/notifications';
import type { PriceAlert, PriceAlertList } from '../../src/contracts/price-alerts';
import { auditLog, notifications, userProfiles } from '../../src/server/db/schema';
import { getMarketTicker } from '../../src/server/modules/market/get-market-ticker';
import { checkAllPriceAlerts } from '../../src/server/modules/price-alerts/price-alerts-routes';
import { deleteRequest, fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('price alerts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = () =>
    checkAllPriceAlerts({ db: t.db, lastPrice: async (m) => (await getMarketTicker(t.app.market.context, m)).last });

  async function trader(amounts: Parameters<typeof fundUser>[2]) {
    const signed = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, signed.user.id));
    await fundUser(t.db, signed.user.id, amounts);
    return signed;
  }

  it('answers 401 to a visitor', async () => {
    expect((await t.get(apiPaths.myPriceAlerts)).statusCode).toBe(401);
    expect(
      (await t.post(apiPaths.myPriceAlerts, { market: 'VINO-USD', direction: 'above', price: '2' })).statusCode,
    ).toBe(401);
  });

  it('validates the market, direction and price', async () => {
    const { cookie } = await signedInUser(t);
    for (const body of [
      { market: 'VINO-EUR', direction: 'above', price: '2' },
      { market: 'VINO-USD', direction: 'sideways', price: '2' },
      { market: 'VINO-USD', direction: 'above', price: '0' },
      { market: 'VINO-USD', direction: 'above', price: 'abc' },
    ]) {
      expect((await t.post(apiPaths.myPriceAlerts, body, cookie)).statusCode).toBe(400);
    }
    const bad = await t.post(apiPaths.myPriceAlerts, { market: 'VINO-USD', direction: 'above', price: '-1' }, cookie);
    expect(bad.json<{ error: { message: string } }>().error.message).toMatch(/valid price/i);
  });

  it('adds, lists and removes my own alerts only', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const created = await t.post(
      apiPaths.myPriceAlerts,
      { market: 'VINO-ETH', direction: 'below', price: '0.0002' },
      me.cookie,
    );
    expect(created.statusCode).toBe(201);
    const alert = created.json<PriceAlert>();
    expect(alert).toMatchObject({ market: 'VINO-ETH', direction: 'below', price: '0.0002', triggeredAt: null });

    expect((await t.get(apiPaths.myPriceAlerts, me.cookie)).json<PriceAlertList>().items).toHaveLength(1);
    expect((await t.get(apiPaths.myPriceAlerts, other.cookie)).json<PriceAlertList>().items).toHaveLength(0);

    const url = apiPaths.myPriceAlert.replace(':id', alert.id);
    expect((await deleteRequest(t, url, other.cookie)).statusCode).toBe(404);
    expect((await deleteRequest(t, url, me.cookie)).statusCode).toBe(200);
    expect((await t.get(apiPaths.myPriceAlerts, me.cookie)).json<PriceAlertList>().items).toHaveLength(0);
    expect((await deleteRequest(t, url, me.cookie)).statusCode).toBe(404);

    const audited = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.entityId, alert.id));
    expect(audited.map((row) => row.action).sort()).toEqual(['price_alert.create', 'price_alert.delete']);
    expect(audited.every((row) => row.actor === me.user.id)).toBe(true);
  });

  it('triggers once when a trade crosses the price, and notifies the owner', async () => {
    const watcher = await signedInUser(t);
    const up = (
      await t.post(apiPaths.myPriceAlerts, { market: 'VINO-USD', direction: 'above', price: '1.8' }, watcher.cookie)
    ).json<PriceAlert>();
    const down = (
      await t.post(apiPaths.myPriceAlerts, { market: 'VINO-USD', direction: 'below', price: '0.5' }, watcher.cookie)
    ).json<PriceAlert>();

    const seller = await trader({ VINO: '100' });
    const buyer = await trader({ USD: '1000' });
    expect(
      (await placeOrderRequest(t, seller.cookie, { side: 'sell', type: 'limit', amount: '100', price: '2' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await placeOrderRequest(t, buyer.cookie, { side: 'buy', type: 'limit', amount: '100', price: '2' })).statusCode,
    ).toBe(201);

    expect(await check()).toBe(1);
    expect(await check()).toBe(0);

    const items = (await t.get(apiPaths.myPriceAlerts, watcher.cookie)).json<PriceAlertList>().items;
    expect(items.find((a) => a.id === up.id)).toMatchObject({ triggeredPrice: '2' });
    expect(items.find((a) => a.id === up.id)?.triggeredAt).not.toBeNull();
    expect(items.find((a) => a.id === down.id)?.triggeredAt).toBeNull();

    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, watcher.user.id), eq(notifications.type, 'price_alert')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe('VINO/USD price alert');
    const list = (await t.get(apiPaths.myNotifications, watcher.cookie)).json<NotificationList>();
    expect(list.items.some((n) => n.type === 'price_alert')).toBe(true);
  });
});
