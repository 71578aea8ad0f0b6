import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/contracts/auth';
import type { Settings } from '../../src/contracts/settings';
import { account, user as userTable } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';

const GOOGLE_TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';

/** An ID token as Google's token endpoint returns it; Better Auth reads its claims unverified there. */
function idToken(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: 'https://accounts.google.com', ...claims })}.c2ln`;
}

/**
 * The whole redirect round trip: start the sign-in, then come back to our callback with a code,
 * Google's token endpoint answered by a stub that hands out an ID token for `profile`.
 */
async function googleRoundTrip(t: TestApp, profile: { sub: string; email: string; name: string }) {
  const start = await t.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
  expect(start.statusCode).toBe(200);
  const state = new URL(start.json<{ url: string }>().url).searchParams.get('state') ?? '';
  const setCookie = start.headers['set-cookie'] ?? [];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0]).join('; ');
  const realFetch = globalThis.fetch;
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(GOOGLE_TOKEN_ENDPOINT)) return realFetch(input, init);
    const body = {
      access_token: 'google-access-token',
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken({ aud: t.config.google?.clientId, email_verified: true, ...profile }),
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  try {
    return await t.get(`/api/auth/callback/google?code=test-code&state=${encodeURIComponent(state)}`, cookie);
  } finally {
    fetchSpy.mockRestore();
  }
}

describe('Google sign-in', () => {
  describe('when configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'test-secret',
      });
    });
    afterAll(() => t.close());

    it('is offered and redirects to Google with our client id and callback', async () => {
      expect((await t.get('/api/v1/system/config')).json().googleEnabled).toBe(true);
      const res = await t.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url as string);
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    });
  });

  describe('registrationEnabled and maxUsersPerDay', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'test-secret',
      });
    });
    afterAll(() => t.close());

    const settings = () => t.app.market.context.settings;
    async function withPlatform(patch: Partial<Settings['platform']>, run: () => Promise<void>) {
      const before = (await settings().get()).platform;
      await settings().update('platform', patch, { userId: null });
      try {
        await run();
      } finally {
        await settings().update('platform', before, { userId: null });
      }
    }
    const usersWithEmail = (email: string) => t.db.select().from(userTable).where(eq(userTable.email, email));
    const hasSessionCookie = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['set-cookie'] ?? '').includes('session_token=');

    it('creates the account on a first Google sign-in while registration is open', async () => {
      const res = await googleRoundTrip(t, { sub: 'g-open', email: 'open@example.com', name: 'Open' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/dashboard');
      expect(hasSessionCookie(res)).toBe(true);
      expect(await usersWithEmail('open@example.com')).toHaveLength(1);
    });

    it('refuses a new Google account while registration is off, back to the sign-in page', async () => {
      await withPlatform({ registrationEnabled: false }, async () => {
        const res = await googleRoundTrip(t, { sub: 'g-off', email: 'off@example.com', name: 'Off' });
        expect(res.statusCode).toBe(302);
        const location = new URL(String(res.headers.location));
        expect(location.origin + location.pathname).toBe('http://localhost:3000/auth');
        expect(location.searchParams.get('error')).toBe('SIGNUP_DISABLED');
        expect(location.searchParams.get('error_description')).toBe(AUTH_MESSAGES.signupDisabled);
        expect(hasSessionCookie(res)).toBe(false);
        expect(await usersWithEmail('off@example.com')).toHaveLength(0);
        expect(await t.db.select().from(account).where(eq(account.accountId, 'g-off'))).toHaveLength(0);
      });
    });

    it('refuses a new Google account once the day’s limit is reached', async () => {
      // 'open@example.com' was created today: a limit of 1 is already reached.
      await withPlatform({ maxUsersPerDay: 1 }, async () => {
        const res = await googleRoundTrip(t, { sub: 'g-full', email: 'full@example.com', name: 'Full' });
        expect(res.statusCode).toBe(302);
        const location = new URL(String(res.headers.location));
        expect(location.pathname).toBe('/auth');
        expect(location.searchParams.get('error')).toBe('DAILY_SIGNUP_LIMIT');
        expect(location.searchParams.get('error_description')).toBe(AUTH_MESSAGES.dailySignupLimit);
        expect(hasSessionCookie(res)).toBe(false);
        expect(await usersWithEmail('full@example.com')).toHaveLength(0);
      });
    });

    it('still signs in an existing Google user with registration off and the limit reached', async () => {
      await withPlatform({ registrationEnabled: false, maxUsersPerDay: 0 }, async () => {
        const res = await googleRoundTrip(t, { sub: 'g-open', email: 'open@example.com', name: 'Open' });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/dashboard');
        expect(hasSessionCookie(res)).toBe(true);
        expect(await usersWithEmail('open@example.com')).toHaveLength(1);
      });
    });
  });

  describe('when not configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is not offered and the provider is refused', async () => {
      expect((await t.get('/api/v1/system/config')).json().googleEnabled).toBe(false);
      const res = await t.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    });
  });
});
