import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketOwners, orders, userProfiles } from '../../src/server/db/schema';
import { forwardingKey, signForwardedBody } from '../../src/server/modules/market/forwarding-signature';
import { OWNER_CALL_PATH } from '../../src/server/modules/market/send-to-owner';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Market ownership on PostgreSQL (ADR 010), inside one process: the owner's endpoint refuses calls
 * that are not signed by an instance, and the fence stops an instance whose market was taken over
 * behind its back (its lock session alive, the epoch moved on) from committing anything for it.
 */
describe.skipIf(!process.env.DATABASE_URL)('market ownership on PostgreSQL', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    const signed = await signedInUser(t);
    cookie = signed.cookie;
    userId = signed.user.id;
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, userId));
    await fundUser(t.db, userId, { USD: '10000' });
  });
  afterAll(() => t.close());

  const restingBuy = () =>
    placeOrderRequest(t, cookie, { market: 'VINO-USD', side: 'buy', type: 'limit', amount: '120', price: '1' });

  it('owns every market when it is the only instance, and refuses forwarded calls it cannot verify', async () => {
    const owners = await t.db.select().from(marketOwners);
    expect(owners.map((row) => row.market).sort()).toEqual(['VINO-BTC', 'VINO-ETH', 'VINO-USD', 'VINO-USDT']);
    const call = JSON.stringify({ kind: 'book', market: 'VINO-USD', depth: 5 });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: OWNER_CALL_PATH,
        headers: { 'content-type': 'application/json', 'x-vino-forward-signature': signature },
        payload: call,
      });
    const key = forwardingKey(t.config.authSecret);
    expect((await send(signForwardedBody(key, call))).statusCode).toBe(200);
    expect(
      (await send(signForwardedBody(forwardingKey('another-secret-of-at-least-32-chars!!'), call))).statusCode,
    ).toBe(401);
    expect((await send(signForwardedBody(key, call, Date.now() - 120_000))).statusCode).toBe(401);
    expect((await send(signForwardedBody(key, `${call} `))).statusCode).toBe(401);
  });

  it('commits nothing for a market taken over behind its back, then takes it again', async () => {
    expect((await restingBuy()).statusCode).toBe(201);
    // Another instance took the market (its epoch moved on) while this one's lock session looked alive.
    await t.db
      .update(marketOwners)
      .set({ epoch: sql`${marketOwners.epoch} + 1`, instanceId: 'another-instance' })
      .where(eq(marketOwners.market, 'VINO-USD'));
    const before = await t.db.select().from(orders).where(eq(orders.userId, userId));
    const refused = await restingBuy();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('MARKET_MOVED');
    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(before.length);
    expect(t.app.market.context.ownership.owns('VINO-USD')).toBe(false);
    // Its session still holds the lock, so its next poll takes the market again with a new epoch.
    const until = Date.now() + 10_000;
    while (!t.app.market.context.ownership.owns('VINO-USD') && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.app.market.context.ownership.owns('VINO-USD')).toBe(true);
    expect((await restingBuy()).statusCode).toBe(201);
    const [row] = await t.db.select().from(marketOwners).where(eq(marketOwners.market, 'VINO-USD'));
    expect(row!.instanceId).not.toBe('another-instance');
  });
});
