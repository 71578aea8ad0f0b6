import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { SESSION_MESSAGES, sessionPaths, type ActiveSessionList } from '../../src/contracts/sessions';
import { auditLog, session } from '../../src/server/db/schema';
import { insertUser, type TestUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('active sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signs in from a given browser and address; answers the Cookie header. */
  async function signInFrom(u: TestUser, userAgent: string, ip: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth.signIn,
      payload: { email: u.email, password: u.password },
      headers: { origin: t.config.publicUrl, 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  const list = (cookie: string) => t.get(sessionPaths.mySessions, cookie);
  const revoke = (id: string, cookie: string) =>
    t.app.inject({
      method: 'DELETE',
      url: sessionPaths.mySession.replace(':id', id),
      headers: { origin: t.config.publicUrl, cookie },
    });

  it('answers 401 to a visitor', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await t.post(sessionPaths.revokeOtherSessions, {})).statusCode).toBe(401);
    expect((await revoke('6f1c8a52-4a8e-4b7e-9a61-0f3b1f0d2c11', '')).statusCode).toBe(401);
  });

  it('lists the owner’s sessions with device, address, times and "this device", never the token', async () => {
    const u = await insertUser(t.db);
    const other = await insertUser(t.db);
    const desktop = await signInFrom(u, CHROME_WINDOWS, '203.0.113.10');
    await signInFrom(u, SAFARI_IPHONE, '198.51.100.7');
    await signInFrom(other, CHROME_WINDOWS, '192.0.2.1');

    const res = await list(desktop);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json<ActiveSessionList>();
    expect(items).toHaveLength(2);
    const current = items.find((s) => s.isCurrent);
    expect(current).toMatchObject({ device: 'Chrome on Windows', ipAddress: '203.0.113.10' });
    expect(items.find((s) => !s.isCurrent)).toMatchObject({ device: 'Safari on iPhone', ipAddress: '198.51.100.7' });
    for (const item of items) {
      expect(Date.parse(item.signedInAt)).not.toBeNaN();
      expect(Date.parse(item.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(item.signedInAt));
      expect(Object.keys(item).sort()).toEqual([
        'device',
        'id',
        'ipAddress',
        'isCurrent',
        'lastActiveAt',
        'signedInAt',
      ]);
    }
    expect(res.body).not.toMatch(/token/i);
  });

  it('signs out one other session: its cookie gets 401; someone else’s or the current one is refused', async () => {
    const u = await insertUser(t.db);
    const intruder = await insertUser(t.db);
    const mine = await signInFrom(u, CHROME_WINDOWS, '203.0.113.11');
    const phone = await signInFrom(u, SAFARI_IPHONE, '198.51.100.8');
    const theirs = await signInFrom(intruder, CHROME_WINDOWS, '192.0.2.2');
    const { items } = (await list(mine)).json<ActiveSessionList>();
    const current = items.find((s) => s.isCurrent)!;
    const phoneSession = items.find((s) => !s.isCurrent)!;

    const byIntruder = await revoke(phoneSession.id, theirs);
    expect(byIntruder.statusCode).toBe(404);
    expect(byIntruder.json().error.message).toBe(SESSION_MESSAGES.unknown);
    expect((await t.get(apiPaths.mySettings, phone)).statusCode).toBe(200);

    const self = await revoke(current.id, mine);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(SESSION_MESSAGES.isCurrent);
    expect((await revoke('not-a-uuid', mine)).statusCode).toBe(400);

    expect((await revoke(phoneSession.id, mine)).statusCode).toBe(200);
    expect((await t.get(apiPaths.mySettings, phone)).statusCode).toBe(401);
    expect((await t.get(apiPaths.mySettings, mine)).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, phoneSession.id));
    expect(audit.map((a) => a.action)).toEqual(['session.revoke']);
  });

  it('"Sign out other sessions" ends every other session and leaves the current one working', async () => {
    const u = await insertUser(t.db);
    const bystander = await insertUser(t.db);
    const mine = await signInFrom(u, CHROME_WINDOWS, '203.0.113.12');
    const phone = await signInFrom(u, SAFARI_IPHONE, '198.51.100.9');
    const tablet = await signInFrom(u, CHROME_WINDOWS, '198.51.100.10');
    const theirs = await signInFrom(bystander, CHROME_WINDOWS, '192.0.2.3');

    const res = await t.post(sessionPaths.revokeOtherSessions, {}, mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await t.get(apiPaths.mySettings, phone)).statusCode).toBe(401);
    expect((await t.get(apiPaths.mySettings, tablet)).statusCode).toBe(401);
    expect((await t.get(apiPaths.mySettings, mine)).statusCode).toBe(200);
    expect((await t.get(apiPaths.mySettings, theirs)).statusCode).toBe(200);
    const { items } = (await list(mine)).json<ActiveSessionList>();
    expect(items).toHaveLength(1);
    expect(items[0]?.isCurrent).toBe(true);
    expect(await t.db.select().from(session).where(eq(session.userId, bystander.id))).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'session.revoke_others'));
    expect(entry).toMatchObject({ actorUserId: u.id, data: expect.objectContaining({ revoked: 2 }) });
  });
});
