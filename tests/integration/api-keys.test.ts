import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths } from '../../src/contracts/api-paths';
import { API_KEY_MESSAGES, apiKeyPaths, type ApiKeyList, type CreatedApiKey } from '../../src/contracts/api-keys';
import { apiKeys, auditLog } from '../../src/server/db/schema';
import { deleteRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const message = (res: LightMyRequestResponse) => res.json<{ error: { message: string } }>().error.message;

describe('personal API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A request carrying only the API key (no session cookie), as a script would send it. */
  const withKey = (key: string, method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { origin: t.config.publicUrl, authorization: `Bearer ${key}` } });

  async function createKey(cookie: string, name = 'Reporting script') {
    const res = await t.post(apiKeyPaths.myApiKeys, { name }, cookie);
    expect(res.statusCode).toBe(201);
    return res.json<CreatedApiKey>();
  }

  const list = async (cookie: string) => (await t.get(apiKeyPaths.myApiKeys, cookie)).json<ApiKeyList>().items;
  const revoke = (id: string, cookie: string) => deleteRequest(t, apiKeyPaths.forKey(apiKeyPaths.myApiKey, id), cookie);

  it('answers 401 to a visitor', async () => {
    expect((await t.get(apiKeyPaths.myApiKeys)).statusCode).toBe(401);
    expect((await t.post(apiKeyPaths.myApiKeys, { name: 'x' })).statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: apiKeyPaths.forKey(apiKeyPaths.myApiKey, crypto.randomUUID()),
    });
    expect(del.statusCode).toBe(401);
  });

  it('validates the name: 1 to 60 characters', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const empty = await t.post(apiKeyPaths.myApiKeys, { name: '   ' }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe(API_KEY_MESSAGES.nameRequired);
    const long = await t.post(apiKeyPaths.myApiKeys, { name: 'x'.repeat(61) }, cookie);
    expect(long.statusCode).toBe(400);
    expect(message(long)).toBe(API_KEY_MESSAGES.nameTooLong);
    expect((await t.post(apiKeyPaths.myApiKeys, { name: 'ok', scope: 'write' }, cookie)).statusCode).toBe(400);
    expect((await t.post(apiKeyPaths.myApiKeys, { name: 'x'.repeat(60) }, cookie)).statusCode).toBe(201);
  });

  it('returns the key once, lists it without the key, and stores only its SHA-256 hash', async () => {
    const { user, cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const res = await t.post(apiKeyPaths.myApiKeys, { name: '  Tax export  ' }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<CreatedApiKey>();
    expect(created.key).toMatch(/^vino_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Tax export', prefix: created.key.slice(0, 12) });

    const listed = await t.get(apiKeyPaths.myApiKeys, cookie);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<ApiKeyList>().items).toEqual([
      { id: created.id, name: 'Tax export', prefix: created.prefix, createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(listed.body).not.toContain(created.key);
    expect(listed.body).not.toContain(sha256(created.key));

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row).toMatchObject({
      userId: user.id,
      prefix: created.prefix,
      keyHash: sha256(created.key),
      revokedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(created.key);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'api_key.create')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.data)).not.toContain(created.key);
  });

  it("authenticates read-only requests for the owner's own data and records the use once a minute", async () => {
    const { user, cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const { id, key } = await createKey(cookie);

    const me = await withKey(key, 'GET', apiPaths.me);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { id: string } }>().user.id).toBe(user.id);
    expect((await withKey(key, 'GET', apiPaths.myBalances)).statusCode).toBe(200);
    expect((await withKey(key, 'GET', apiPaths.mySettings)).statusCode).toBe(200);
    expect((await withKey(key, 'HEAD', apiPaths.myPortfolio)).statusCode).toBe(200);

    const [first] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(first!.lastUsedAt).toBeInstanceOf(Date);
    // A minute ago on the clock of the database: the next use writes again, uses in between do not.
    await withKey(key, 'GET', apiPaths.me);
    const [same] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(same!.lastUsedAt).toEqual(first!.lastUsedAt);
    const earlier = new Date(first!.lastUsedAt!.getTime() - 61_000);
    await t.db.update(apiKeys).set({ lastUsedAt: earlier }).where(eq(apiKeys.id, id));
    await withKey(key, 'GET', apiPaths.me);
    const [later] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(later!.lastUsedAt!.getTime()).toBeGreaterThan(earlier.getTime());

    expect((await list(cookie))[0]!.lastUsedAt).toBe(later!.lastUsedAt!.toISOString());
  });

  it('refuses every write made with a key: 403 "API keys are read-only"', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const { id, key } = await createKey(cookie);
    for (const [method, url, body] of [
      ['POST', apiPaths.myPriceAlerts, { market: 'VINO-USD', direction: 'above', price: '2' }],
      ['PUT', apiPaths.mySettings, {}],
      ['DELETE', apiKeyPaths.forKey(apiKeyPaths.myApiKey, id), undefined],
      ['POST', apiKeyPaths.myApiKeys, { name: 'made by a key' }],
      ['POST', apiPaths.contact, { name: 'a' }],
    ] as const) {
      const res = await withKey(key, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(message(res)).toBe(API_KEY_MESSAGES.readOnly);
    }
    expect(await list(cookie)).toHaveLength(1);
  });

  it('grants nothing outside the owner’s data: keys cannot list keys, public reads see a visitor', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const { key } = await createKey(cookie);
    const keys = await withKey(key, 'GET', apiKeyPaths.myApiKeys);
    expect(keys.statusCode).toBe(403);
    expect(message(keys)).toBe(API_KEY_MESSAGES.notHere);
    expect((await withKey(key, 'GET', apiPaths.admin.settings)).statusCode).toBe(403);
    const session = await withKey(key, 'GET', apiPaths.session);
    expect(session.statusCode).toBe(200);
    expect(session.json<{ user: unknown }>().user).toBeNull();
  });

  it('answers 401 to an unknown, malformed or revoked key, on any API path', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const { id, key } = await createKey(cookie);
    const unknown = `vino_${'A'.repeat(43)}`;
    for (const bad of [unknown, 'vino_short']) {
      const res = await withKey(bad, 'GET', apiPaths.me);
      expect(res.statusCode).toBe(401);
      expect(message(res)).toBe(API_KEY_MESSAGES.invalid);
      expect((await withKey(bad, 'GET', apiPaths.faq)).statusCode).toBe(401);
    }

    expect((await revoke(id, cookie)).statusCode).toBe(200);
    const revoked = await withKey(key, 'GET', apiPaths.me);
    expect(revoked.statusCode).toBe(401);
    expect(message(revoked)).toBe(API_KEY_MESSAGES.invalid);
    expect(await list(cookie)).toEqual([]); // revoked keys leave the list
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'api_key.revoke')));
    expect(audit).toHaveLength(1);
    expect((await revoke(id, cookie)).statusCode).toBe(404); // already revoked
  });

  it("answers 404 for another user's key and leaves it working", async () => {
    const owner = await signedInUser(t, { twoFactorEnabled: true });
    const other = await signedInUser(t, { twoFactorEnabled: true });
    const { id, key } = await createKey(owner.cookie);
    const res = await revoke(id, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(API_KEY_MESSAGES.unknown);
    expect(await list(other.cookie)).toEqual([]);
    expect((await withKey(key, 'GET', apiPaths.me)).statusCode).toBe(200);
    expect(
      (await deleteRequest(t, apiKeyPaths.forKey(apiKeyPaths.myApiKey, 'not-a-uuid'), owner.cookie)).statusCode,
    ).toBe(400);
  });

  it('keeps at most 5 active keys: the 6th is refused until one is revoked', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const created = [];
    for (let i = 1; i <= 5; i++) created.push(await createKey(cookie, `Key ${i}`));
    const sixth = await t.post(apiKeyPaths.myApiKeys, { name: 'Key 6' }, cookie);
    expect(sixth.statusCode).toBe(409);
    expect(message(sixth)).toBe(API_KEY_MESSAGES.tooManyActive);
    expect((await list(cookie)).map((k) => k.name)).toEqual(['Key 5', 'Key 4', 'Key 3', 'Key 2', 'Key 1']);

    expect((await revoke(created[0]!.id, cookie)).statusCode).toBe(200);
    expect((await createKey(cookie, 'Key 6')).name).toBe('Key 6');
  });

  it('refuses parallel creations past the limit (counted under a lock on the user)', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.post(apiKeyPaths.myApiKeys, { name: `P${i}` }, cookie)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await list(cookie)).toHaveLength(5);
  });

  it('limits creation to 10 keys per hour, revoked ones included', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    for (let i = 0; i < 10; i++) {
      const { id } = await createKey(cookie, `Rotated ${i}`);
      expect((await revoke(id, cookie)).statusCode).toBe(200);
    }
    const eleventh = await t.post(apiKeyPaths.myApiKeys, { name: 'One more' }, cookie);
    expect(eleventh.statusCode).toBe(429);
    expect(message(eleventh)).toBe(API_KEY_MESSAGES.tooManyCreated);
  });

  it('lets the session decide when a request carries both a cookie and a key', async () => {
    const { cookie } = await signedInUser(t, { twoFactorEnabled: true });
    const res = await t.app.inject({
      method: 'POST',
      url: apiKeyPaths.myApiKeys,
      payload: { name: 'from the browser' },
      headers: { origin: t.config.publicUrl, cookie, authorization: `Bearer vino_${'B'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(201);
  });
});
