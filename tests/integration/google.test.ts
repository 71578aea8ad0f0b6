import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

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
