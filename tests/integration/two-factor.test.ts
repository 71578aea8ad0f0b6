import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { AUTH_MESSAGES } from '../../src/contracts/auth';
import { TWO_FACTOR_MESSAGES, twoFactorPaths, type EnableTwoFactorResponse } from '../../src/contracts/two-factor';
import type { UserSettings } from '../../src/contracts/user-settings';
import { auditLog, twoFactor, user as userTable, userActivities } from '../../src/server/db/schema';
import { applySetCookies, secretFromUri, totpFromUri } from '../factories/totp';
import { insertUser, signIn, type TestUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('two-factor sign-in (authenticator app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function settingsOf(cookie: string): Promise<UserSettings> {
    const res = await t.get(apiPaths.mySettings, cookie);
    expect(res.statusCode).toBe(200);
    return res.json<UserSettings>();
  }

  async function auditActions(userId: string): Promise<string[]> {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId));
    return rows.map((r) => r.action);
  }

  /** Signs in, starts the setup and confirms it with a code computed from the secret. */
  async function userWithTwoFactor(): Promise<{ u: TestUser; cookie: string; setup: EnableTwoFactorResponse }> {
    const u = await insertUser(t.db);
    let cookie = await signIn(t, u);
    const started = await t.post(twoFactorPaths.enable, { password: u.password }, cookie);
    expect(started.statusCode).toBe(200);
    const setup = started.json<EnableTwoFactorResponse>();
    const confirmed = await t.post(twoFactorPaths.verifyTotp, { code: totpFromUri(setup.totpURI) }, cookie);
    expect(confirmed.statusCode).toBe(200);
    cookie = applySetCookies(cookie, confirmed);
    return { u, cookie, setup };
  }

  /** E-mail + password; answers the response and the cookie of the pending code step. */
  async function passwordStep(u: TestUser) {
    const res = await t.post(apiPaths.auth.signIn, { email: u.email, password: u.password });
    return { res, cookie: applySetCookies('', res) };
  }

  it('refuses to start the setup without the right password, with a clear message', async () => {
    const u = await insertUser(t.db);
    const cookie = await signIn(t, u);
    const wrong = await t.post(twoFactorPaths.enable, { password: 'not-my-password' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_PASSWORD', message: TWO_FACTOR_MESSAGES.wrongPassword });
    const missing = await t.post(twoFactorPaths.enable, {}, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(TWO_FACTOR_MESSAGES.passwordRequired);
    expect((await t.post(twoFactorPaths.enable, { password: u.password })).statusCode).toBe(401);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(0);
  });

  it('is off until the first code from the secret is confirmed, then on (settings report it truthfully)', async () => {
    const u = await insertUser(t.db);
    let cookie = await signIn(t, u);
    expect((await settingsOf(cookie)).security.twoFactorEnabled).toBe(false);

    const started = await t.post(twoFactorPaths.enable, { password: u.password }, cookie);
    expect(started.statusCode).toBe(200);
    const setup = started.json<EnableTwoFactorResponse>();
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/VINO:/);
    expect(new URL(setup.totpURI).searchParams.get('issuer')).toBe('VINO');
    expect(setup.backupCodes).toHaveLength(10);
    // Not on yet: the code has not been confirmed, and sign-in still needs no code.
    expect((await settingsOf(cookie)).security.twoFactorEnabled).toBe(false);
    const [stored] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id));
    expect(stored?.verified).toBe(false);
    expect(stored?.secret).not.toContain(secretFromUri(setup.totpURI));

    const wrong = await t.post(
      twoFactorPaths.verifyTotp,
      { code: '000000' === totpFromUri(setup.totpURI) ? '111111' : '000000' },
      cookie,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_CODE', message: TWO_FACTOR_MESSAGES.wrongCode });
    const malformed = await t.post(twoFactorPaths.verifyTotp, { code: '12ab' }, cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect((await settingsOf(cookie)).security.twoFactorEnabled).toBe(false);

    const code = totpFromUri(setup.totpURI);
    const confirmed = await t.post(twoFactorPaths.verifyTotp, { code: `${code.slice(0, 3)} ${code.slice(3)}` }, cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).not.toHaveProperty('token');
    cookie = applySetCookies(cookie, confirmed);
    expect((await settingsOf(cookie)).security.twoFactorEnabled).toBe(true);
    const [row] = await t.db.select({ on: userTable.twoFactorEnabled }).from(userTable).where(eq(userTable.id, u.id));
    expect(row?.on).toBe(true);
    expect(await auditActions(u.id)).toContain('two_factor.enable');

    // A second setup while on is refused.
    const again = await t.post(twoFactorPaths.enable, { password: u.password }, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
  });

  it('sign-in then needs the code: no session after the password, a wrong code is refused, the right one signs in', async () => {
    const { u, setup } = await userWithTwoFactor();
    const { res, cookie } = await passwordStep(u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(res.json()).not.toHaveProperty('user');
    // The pending step is no session: the API treats the caller as signed out.
    expect((await t.get(apiPaths.mySettings, cookie)).statusCode).toBe(401);

    const wrongCode = totpFromUri(setup.totpURI) === '123456' ? '654321' : '123456';
    const wrong = await t.post(twoFactorPaths.verifyTotp, { code: wrongCode }, cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect((await t.get(apiPaths.mySettings, cookie)).statusCode).toBe(401);

    const right = await t.post(twoFactorPaths.verifyTotp, { code: totpFromUri(setup.totpURI) }, cookie);
    expect(right.statusCode).toBe(200);
    expect(right.json()).not.toHaveProperty('token');
    expect(right.json().user.id).toBe(u.id);
    const signedIn = applySetCookies(cookie, right);
    expect((await settingsOf(signedIn)).security.twoFactorEnabled).toBe(true);
    const activities = await t.db
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.userId, u.id), eq(userActivities.activityType, 'sign_in')));
    expect(activities.length).toBeGreaterThan(0);
  });

  it('a code without a pending sign-in is refused', async () => {
    const res = await t.post(twoFactorPaths.verifyTotp, { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'TWO_FACTOR_EXPIRED',
      message: TWO_FACTOR_MESSAGES.challengeExpired,
    });
  });

  it('a backup code signs in once; the same code is refused the second time', async () => {
    const { u, setup } = await userWithTwoFactor();
    const backup = setup.backupCodes[0]!;
    const first = await passwordStep(u);
    const ok = await t.post(twoFactorPaths.verifyBackupCode, { code: backup }, first.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('token');
    expect((await t.get(apiPaths.mySettings, applySetCookies(first.cookie, ok))).statusCode).toBe(200);

    const second = await passwordStep(u);
    const reused = await t.post(twoFactorPaths.verifyBackupCode, { code: backup }, second.cookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongBackupCode);
    const other = await t.post(twoFactorPaths.verifyBackupCode, { code: setup.backupCodes[1]! }, second.cookie);
    expect(other.statusCode).toBe(200);
  });

  it('the code step is rate-limited like sign-in (maxLoginAttempts per address)', async () => {
    const { u, setup } = await userWithTwoFactor();
    const wrongCode = totpFromUri(setup.totpURI) === '222222' ? '333333' : '222222';
    const statuses: number[] = [];
    // Each password step allows the plugin's own 5 tries; ours counts across steps from one address.
    for (let i = 0; i < 6; i++) {
      const { cookie } = await passwordStep(u);
      statuses.push((await t.post(twoFactorPaths.verifyTotp, { code: wrongCode }, cookie)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const { cookie } = await passwordStep(u);
    const blocked = await t.post(twoFactorPaths.verifyTotp, { code: totpFromUri(setup.totpURI) }, cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('guessing the password to turn two-factor on or off is rate-limited per account', async () => {
    const u = await insertUser(t.db);
    const cookie = await signIn(t, u);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await t.post(twoFactorPaths.enable, { password: `guess-${i}-wrong` }, cookie)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const blocked = await t.post(twoFactorPaths.enable, { password: u.password }, cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(TWO_FACTOR_MESSAGES.tooManyPasswordAttempts);
    // Another account from the same address is not affected.
    const other = await insertUser(t.db);
    expect((await t.post(twoFactorPaths.enable, { password: other.password }, await signIn(t, other))).statusCode).toBe(
      200,
    );
  });

  it('disable asks for the password, then sign-in needs no code again', async () => {
    const { u, cookie } = await userWithTwoFactor();
    const wrong = await t.post(twoFactorPaths.disable, { password: 'wrong-password-1' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongPassword);
    expect((await settingsOf(cookie)).security.twoFactorEnabled).toBe(true);

    const off = await t.post(twoFactorPaths.disable, { password: u.password }, cookie);
    expect(off.statusCode).toBe(200);
    const after = applySetCookies(cookie, off);
    expect((await settingsOf(after)).security.twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(0);
    expect(await auditActions(u.id)).toEqual(expect.arrayContaining(['two_factor.enable', 'two_factor.disable']));

    const { res } = await passwordStep(u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('twoFactorRedirect');
    expect(res.json().user.id).toBe(u.id);
  });

  it('keeps session tokens away from scripts (no list-sessions through the auth API)', async () => {
    const u = await insertUser(t.db);
    const cookie = await signIn(t, u);
    expect((await t.get('/api/auth/list-sessions', cookie)).statusCode).toBe(404);
  });
});

describe('two-factor in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());

  it('cannot be turned on for a shared demo account', async () => {
    const cookie = await signIn(t, { email: 'investor@demo.vino.example', password: 'vino-demo-investor' });
    const res = await t.post(twoFactorPaths.enable, { password: 'vino-demo-investor' }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(TWO_FACTOR_MESSAGES.demoAccount);
  });
});
