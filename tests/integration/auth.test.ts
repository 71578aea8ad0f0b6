import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_MESSAGES } from '../../src/contracts/auth';
import {
  mailOutbox,
  session,
  settings as settingsTable,
  user as userTable,
  userActivities,
} from '../../src/server/db/schema';
import { buildUser, insertUser, signIn } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const SIGN_UP = '/api/auth/sign-up/email';
const SIGN_IN = '/api/auth/sign-in/email';
const SIGN_OUT = '/api/auth/sign-out';
const REQUEST_RESET = '/api/auth/request-password-reset';
const RESET = '/api/auth/reset-password';
const ME = '/api/v1/me';
const SESSION_COOKIE = 'better-auth.session_token';
const GOOD_PASSWORD = 'a-sufficiently-long-password';

/** Each group of tests signs in from its own address, so the per-address limits never mix. */
function client(t: TestApp, remoteAddress: string) {
  const headers = (cookie?: string) => ({ origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) });
  return {
    post: (url: string, payload: object, cookie?: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: headers(cookie) }),
    get: (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: headers(cookie) }),
  };
}

function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

function expectError(res: LightMyRequestResponse, status: number, code: string, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error: { code, message } });
}

describe('auth: sign-up, e-mail verification, sign-in, password reset and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function mailsTo(email: string, template: string) {
    return t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, template)))
      .orderBy(desc(mailOutbox.createdAt));
  }

  /** The first link in a mail's text, as a path the app can be asked for. */
  function linkIn(text: string): { path: string; url: URL } {
    const match = /https?:\/\/\S+/.exec(text);
    if (!match) throw new Error(`no link in mail: ${text}`);
    const url = new URL(match[0]);
    return { path: `${url.pathname}${url.search}`, url };
  }

  describe('sign-up', () => {
    const c = () => client(t, '198.51.100.10');

    it("refuses a missing name with 'Full name is required'", async () => {
      const res = await c().post(SIGN_UP, { email: 'noname@example.com', password: GOOD_PASSWORD });
      expectError(res, 400, 'VALIDATION_FAILED', 'Full name is required');
      expect(res.json().error.fields).toEqual({ name: 'Full name is required' });
    });

    it('refuses a password shorter than the passwordMinLength setting (12)', async () => {
      const res = await c().post(SIGN_UP, { name: 'Short Pw', email: 'shortpw@example.com', password: 'elevenchars' });
      expectError(res, 400, 'VALIDATION_FAILED', 'Password must be at least 12 characters');
      expect(res.json().error.fields).toEqual({ password: 'Password must be at least 12 characters' });
    });

    it('refuses a malformed e-mail address', async () => {
      const res = await c().post(SIGN_UP, { name: 'Bad Email', email: 'not-an-address', password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
      const rows = await t.db.select().from(userTable).where(eq(userTable.email, 'not-an-address'));
      expect(rows).toHaveLength(0);
    });

    it('creates the account unverified, does not sign in, and mails a verification link', async () => {
      const email = 'new-member@example.com';
      const res = await c().post(SIGN_UP, {
        name: 'New Member',
        email,
        password: GOOD_PASSWORD,
        callbackURL: '/auth?verified=1',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Record<string, unknown>;
      expect(body).not.toHaveProperty('token');
      expect(body.user).toMatchObject({ email, name: 'New Member', emailVerified: false });
      expect(res.cookies.find((ck) => ck.name === SESSION_COOKIE && ck.value)).toBeUndefined();

      const [created] = await t.db.select().from(userTable).where(eq(userTable.email, email));
      expect(created?.emailVerified).toBe(false);
      expect(await t.db.select().from(session).where(eq(session.userId, created!.id))).toHaveLength(0);

      const mails = await mailsTo(email, 'verify-email');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Confirm your e-mail address for VINO');
      const { url } = linkIn(mails[0]!.text);
      expect(url.origin).toBe(t.config.publicUrl);
      expect(url.pathname).toBe('/api/auth/verify-email');
      expect(url.searchParams.get('token')).toBeTruthy();
    });

    it('answers a second sign-up with the same address with 422 and the spec message, whatever its case', async () => {
      const email = 'twice@example.com';
      expect((await c().post(SIGN_UP, { name: 'First', email, password: GOOD_PASSWORD })).statusCode).toBe(200);
      for (const again of [email, 'Twice@Example.COM']) {
        const res = await c().post(SIGN_UP, { name: 'Second', email: again, password: GOOD_PASSWORD });
        expectError(res, 422, 'USER_ALREADY_REGISTERED', 'This email is already registered. Please sign in instead.');
      }
      expect(await t.db.select().from(userTable).where(eq(userTable.email, email))).toHaveLength(1);
      expect(await mailsTo(email, 'verify-email')).toHaveLength(1);
    });
  });

  describe('verification and sign-in', () => {
    const c = () => client(t, '198.51.100.20');
    const email = 'verify-me@example.com';

    it('refuses sign-in before the e-mail is confirmed, then the mailed link confirms it and sign-in works', async () => {
      expect(
        (
          await c().post(SIGN_UP, {
            name: 'Verify Me',
            email,
            password: GOOD_PASSWORD,
            callbackURL: '/auth?verified=1',
          })
        ).statusCode,
      ).toBe(200);

      const early = await c().post(SIGN_IN, { email, password: GOOD_PASSWORD });
      expectError(
        early,
        403,
        'EMAIL_NOT_CONFIRMED',
        'Please check your email and click the confirmation link before signing in.',
      );
      expect(early.cookies.find((ck) => ck.name === SESSION_COOKIE && ck.value)).toBeUndefined();

      const [mail] = await mailsTo(email, 'verify-email');
      const verify = await c().get(linkIn(mail!.text).path);
      expect(verify.statusCode).toBe(302);
      expect(verify.headers.location).toBe('/auth?verified=1');
      const [verified] = await t.db.select().from(userTable).where(eq(userTable.email, email));
      expect(verified?.emailVerified).toBe(true);

      const res = await c().post(SIGN_IN, { email, password: GOOD_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).not.toHaveProperty('token');
      const cookie = res.cookies.find((ck) => ck.name === SESSION_COOKIE);
      expect(cookie?.value).toBeTruthy();
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.path).toBe('/');

      const me = await c().get(ME, cookieHeader(res));
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toEqual({ id: verified!.id, email, name: 'Verify Me', emailVerified: true });
    });

    it('records each sign-in as a user_activities row of type sign_in', async () => {
      const u = await insertUser(t.db, {});
      const before = await t.db
        .select()
        .from(userActivities)
        .where(and(eq(userActivities.userId, u.id), eq(userActivities.activityType, 'sign_in')));
      expect(before).toHaveLength(0);
      const res = await client(t, '198.51.100.21').post(SIGN_IN, { email: u.email, password: u.password });
      expect(res.statusCode).toBe(200);
      const rows = await t.db
        .select()
        .from(userActivities)
        .where(and(eq(userActivities.userId, u.id), eq(userActivities.activityType, 'sign_in')));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.activityData).toMatchObject({ ip: '198.51.100.21' });
    });

    it('does not confirm the address for a tampered link', async () => {
      const other = 'tampered@example.com';
      expect(
        (
          await c().post(SIGN_UP, {
            name: 'Tampered',
            email: other,
            password: GOOD_PASSWORD,
            callbackURL: '/auth?verified=1',
          })
        ).statusCode,
      ).toBe(200);
      const [mail] = await mailsTo(other, 'verify-email');
      const { url } = linkIn(mail!.text);
      url.searchParams.set('token', `${url.searchParams.get('token')}x`);
      const res = await c().get(`${url.pathname}${url.search}`);
      expect(res.statusCode).toBe(302);
      expect(new URL(res.headers.location as string, t.config.publicUrl).searchParams.get('error')).toBe(
        'INVALID_TOKEN',
      );
      const [row] = await t.db.select().from(userTable).where(eq(userTable.email, other));
      expect(row?.emailVerified).toBe(false);
    });

    it('answers a wrong password and an unknown address alike with 401 and the spec message', async () => {
      const u = await insertUser(t.db, {});
      const wrong = await c().post(SIGN_IN, { email: u.email, password: 'not-the-password' });
      expectError(
        wrong,
        401,
        'INVALID_CREDENTIALS',
        'Invalid email or password. Please check your credentials and try again.',
      );
      const unknown = await c().post(SIGN_IN, { email: 'nobody-here@example.com', password: 'not-the-password' });
      expectError(
        unknown,
        401,
        'INVALID_CREDENTIALS',
        'Invalid email or password. Please check your credentials and try again.',
      );
    });
  });

  describe('sign-in throttle', () => {
    it(`blocks the 6th attempt after 5 failures, even with the right password, for that address and e-mail only`, async () => {
      const victim = await insertUser(t.db, {});
      const neighbour = await insertUser(t.db, {});
      const attacker = client(t, '203.0.113.50');
      for (let i = 1; i <= 5; i++) {
        const res = await attacker.post(SIGN_IN, { email: victim.email, password: `wrong-password-${i}` });
        expect(res.statusCode, `attempt ${i}`).toBe(401);
      }
      const sixth = await attacker.post(SIGN_IN, { email: victim.email, password: victim.password });
      expectError(sixth, 429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts);
      expect(sixth.cookies.find((ck) => ck.name === SESSION_COOKIE && ck.value)).toBeUndefined();
      // The same address may still sign in to another account...
      expect((await attacker.post(SIGN_IN, { email: neighbour.email, password: neighbour.password })).statusCode).toBe(
        200,
      );
      // ...and the owner, from their own address, is not locked out.
      expect(
        (await client(t, '203.0.113.51').post(SIGN_IN, { email: victim.email, password: victim.password })).statusCode,
      ).toBe(200);
      // The block holds for the throttled pair, whatever the case of the address.
      const again = await attacker.post(SIGN_IN, { email: victim.email.toUpperCase(), password: victim.password });
      expect(again.statusCode).toBe(429);
    });

    it('cannot be bypassed by a forged X-Forwarded-For header', async () => {
      const victim = await insertUser(t.db, {});
      const remoteAddress = '203.0.113.60';
      for (let i = 1; i <= 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: SIGN_IN,
          remoteAddress,
          headers: { origin: t.config.publicUrl, 'x-forwarded-for': `10.0.0.${i}` },
          payload: { email: victim.email, password: `wrong-password-${i}` },
        });
        expect(res.statusCode, `attempt ${i}`).toBe(401);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: SIGN_IN,
        remoteAddress,
        headers: { origin: t.config.publicUrl, 'x-forwarded-for': '10.0.0.99' },
        payload: { email: victim.email, password: victim.password },
      });
      expect(res.statusCode).toBe(429);
    });

    it('behind a proxy on this machine (TRUST_PROXY default loopback) counts per forwarded client address', async () => {
      const victim = await insertUser(t.db, {});
      const viaProxy = (forwardedFor: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: SIGN_IN,
          remoteAddress: '127.0.0.1',
          headers: { origin: t.config.publicUrl, 'x-forwarded-for': forwardedFor },
          payload: { email: victim.email, password },
        });
      for (let i = 1; i <= 5; i++) expect((await viaProxy('192.0.2.10', `wrong-password-${i}`)).statusCode).toBe(401);
      expect((await viaProxy('192.0.2.10', victim.password)).statusCode).toBe(429);
      expect((await viaProxy('192.0.2.11', victim.password)).statusCode).toBe(200);
    });

    it('clears the count after a successful sign-in', async () => {
      const u = await insertUser(t.db, {});
      const c = client(t, '203.0.113.70');
      for (let i = 1; i <= 4; i++)
        expect((await c.post(SIGN_IN, { email: u.email, password: 'wrong-password' })).statusCode).toBe(401);
      expect((await c.post(SIGN_IN, { email: u.email, password: u.password })).statusCode).toBe(200);
      for (let i = 1; i <= 4; i++)
        expect((await c.post(SIGN_IN, { email: u.email, password: 'wrong-password' })).statusCode).toBe(401);
      expect((await c.post(SIGN_IN, { email: u.email, password: u.password })).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    const c = () => client(t, '198.51.100.40');

    it('answers a known and an unknown address the same way, mailing only the known one', async () => {
      const u = await insertUser(t.db, {});
      const known = await c().post(REQUEST_RESET, { email: u.email, redirectTo: '/auth/reset-password' });
      const unknown = await c().post(REQUEST_RESET, {
        email: 'nobody-at-all@example.com',
        redirectTo: '/auth/reset-password',
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(await mailsTo(u.email, 'password-reset')).toHaveLength(1);
      expect(await mailsTo('nobody-at-all@example.com', 'password-reset')).toHaveLength(0);
    });

    it('the mailed link leads to the reset page with a token; the new password must be long enough; the old one stops working', async () => {
      const u = await insertUser(t.db, {});
      const oldSession = await signIn(t, u);
      expect((await c().post(REQUEST_RESET, { email: u.email, redirectTo: '/auth/reset-password' })).statusCode).toBe(
        200,
      );
      const [mail] = await mailsTo(u.email, 'password-reset');
      expect(mail!.subject).toBe('Reset your VINO password');

      const landing = await c().get(linkIn(mail!.text).path);
      expect(landing.statusCode).toBe(302);
      const target = new URL(landing.headers.location as string, t.config.publicUrl);
      expect(target.pathname).toBe('/auth/reset-password');
      const token = target.searchParams.get('token');
      expect(token).toBeTruthy();

      const short = await c().post(RESET, { token, newPassword: 'too-short' });
      expectError(short, 400, 'VALIDATION_FAILED', 'Password must be at least 12 characters');

      const newPassword = 'a-brand-new-long-password';
      const done = await c().post(RESET, { token, newPassword });
      expect(done.statusCode, done.body).toBe(200);

      expectError(
        await c().post(SIGN_IN, { email: u.email, password: u.password }),
        401,
        'INVALID_CREDENTIALS',
        AUTH_MESSAGES.invalidCredentials,
      );
      expect((await c().post(SIGN_IN, { email: u.email, password: newPassword })).statusCode).toBe(200);
      // Sessions opened before the reset are revoked.
      expect((await c().get(ME, oldSession)).statusCode).toBe(401);
      // A reset link works once.
      expect((await c().post(RESET, { token, newPassword: 'yet-another-long-password' })).statusCode).toBe(400);
    });
  });

  describe('sign-out', () => {
    it('ends the session: the same cookie is refused afterwards', async () => {
      const u = await insertUser(t.db, {});
      const c = client(t, '198.51.100.50');
      const cookie = await signIn(t, u);
      expect((await c.get(ME, cookie)).statusCode).toBe(200);
      const out = await c.post(SIGN_OUT, {}, cookie);
      expect(out.statusCode).toBe(200);
      const cleared = out.cookies.find((ck) => ck.name === SESSION_COOKIE);
      expect(cleared?.value ?? '').toBe('');
      const me = await c.get(ME, cookie);
      expectError(me, 401, 'UNAUTHORIZED', 'Please sign in to continue.');
      expect(await t.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);
    });
  });

  describe("Better Auth's async context", () => {
    it('is released between its calls, and concurrent sign-ins and session reads still each get their own', async () => {
      const users = await Promise.all([1, 2, 3, 4].map(() => insertUser(t.db, {})));
      const c = client(t, '198.51.100.60');
      const signIns = await Promise.all(users.map((u) => c.post(SIGN_IN, { email: u.email, password: u.password })));
      const cookies = signIns.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return cookieHeader(res);
      });
      const mine = await Promise.all(cookies.map((cookie) => c.get(ME, cookie)));
      expect(mine.map((res) => (res.json() as { user: { email: string } }).user.email)).toEqual(
        users.map((u) => u.email),
      );
      // Node 20 keeps a promise hook on while any AsyncLocalStorage is enabled (async-context-release.ts).
      const storages = await Promise.all([
        getRequestStateAsyncLocalStorage(),
        getCurrentDBAdapterAsyncLocalStorage(),
        getCurrentAuthContextAsyncLocalStorage(),
      ]);
      expect(storages.map((s) => (s as unknown as { enabled: boolean }).enabled)).toEqual([false, false, false]);
    });
  });
});

describe('auth with registration switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Stored before the first request, as an admin's saved setting would be.
    await t.db
      .insert(settingsTable)
      .values({ group: 'platform', value: { registrationEnabled: false }, updatedBy: 'test' });
  });
  afterAll(() => t.close());

  it('refuses sign-up with 403 and the spec message, creating nothing', async () => {
    const u = buildUser();
    const res = await t.post(SIGN_UP, { name: u.name, email: u.email, password: GOOD_PASSWORD });
    expectError(res, 403, 'SIGNUP_DISABLED', 'New account registration is currently disabled. Please contact support.');
    expect(await t.db.select().from(userTable).where(eq(userTable.email, u.email))).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email))).toHaveLength(0);
  });

  it('still lets existing members sign in', async () => {
    const u = await insertUser(t.db, {});
    expect((await t.post(SIGN_IN, { email: u.email, password: u.password })).statusCode).toBe(200);
  });
});
