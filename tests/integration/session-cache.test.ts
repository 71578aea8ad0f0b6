import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { sessionPaths } from '../../src/contracts/sessions';
import { userProfiles } from '../../src/server/db/schema';
import { SessionCache, type CachedSession } from '../../src/server/platform/auth/session-cache';
import { fundUser, placeOrderRequest } from '../factories/market';
import { insertUser, signIn, signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const REDIS_URL = process.env.REDIS_URL;

/**
 * Issue 18: the guards read a session from the database once every few seconds, not per request.
 * Whatever ends a session or changes what an order checks must still count from the very next order.
 */
describe('session cache: changes count from the next order', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  /** A KYC-approved, funded user; the two orders below rest (buy under, sell over the reference). */
  async function trader() {
    const u = await insertUser(t.db);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, u.id));
    await fundUser(t.db, u.id, { USD: '10000', VINO: '10000' });
    return u;
  }
  const order = (cookie: string) =>
    placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '200', price: '0.9' });
  const adminUpdate = (userId: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: apiPaths.admin.withId(apiPaths.admin.user, userId),
      payload: body,
      headers: { origin: t.config.publicUrl, cookie: adminCookie },
    });

  it('refuses the next order after sign-out, with the same cookie', async () => {
    const cookie = await signIn(t, await trader());
    expect((await order(cookie)).statusCode).toBe(201);
    expect((await t.post(apiPaths.auth.signOut, {}, cookie)).statusCode).toBe(200);
    expect((await order(cookie)).statusCode).toBe(401);
  });

  it('refuses the next order of a session revoked from another session of the user', async () => {
    const u = await trader();
    const kept = await signIn(t, u);
    const revoked = await signIn(t, u);
    expect((await order(revoked)).statusCode).toBe(201);
    const res = await t.post(sessionPaths.revokeOtherSessions, {}, kept);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await order(revoked)).statusCode).toBe(401);
    expect((await order(kept)).statusCode).toBe(201);
  });

  it('refuses the next order once an admin revokes the KYC approval', async () => {
    const u = await trader();
    const cookie = await signIn(t, u);
    expect((await order(cookie)).statusCode).toBe(201);
    expect((await adminUpdate(u.id, { kycStatus: 'rejected' })).statusCode).toBe(200);
    const refused = await order(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('KYC_REQUIRED');
  });

  it('applies a role change from the next request', async () => {
    const { user, cookie } = await signedInUser(t, { role: 'admin' });
    expect((await t.get(apiPaths.admin.users, cookie)).statusCode).toBe(200);
    expect((await adminUpdate(user.id, { role: 'user' })).statusCode).toBe(200);
    expect((await t.get(apiPaths.admin.users, cookie)).statusCode).toBe(403);
  });
});

describe.skipIf(!REDIS_URL)('session cache across instances (Redis)', () => {
  const redis: Redis[] = [];
  const caches: SessionCache[] = [];
  afterAll(async () => {
    for (const cache of caches) await cache.close();
    for (const connection of redis) await connection.quit();
  });

  it('a user forgotten on one instance is read again on the other', async () => {
    const session: CachedSession = {
      session: { id: 's1', userId: 'u1', updatedAt: new Date() },
      user: { id: 'u1', email: 'u1@example.com', name: 'U', emailVerified: true },
    };
    const reads = [0, 0];
    for (const index of [0, 1]) {
      const connection = new Redis(REDIS_URL!);
      redis.push(connection);
      // A TTL far beyond the test: only the invalidation can make the second instance read again.
      caches.push(
        new SessionCache({
          ttlMs: 600_000,
          redis: connection,
          read: async () => {
            reads[index]! += 1;
            return session;
          },
        }),
      );
    }
    const headers = { cookie: 'better-auth.session_token=abc.def' };
    await caches[0]!.read(headers);
    await caches[1]!.read(headers);
    await caches[1]!.read(headers);
    expect(reads).toEqual([1, 1]);
    // Subscriptions settle asynchronously: forget until the other instance has heard it.
    await expect
      .poll(
        async () => {
          caches[0]!.forgetUser('u1');
          await caches[1]!.read(headers);
          return reads[1];
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBeGreaterThan(1);
  });
});
