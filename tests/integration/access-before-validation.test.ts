import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Protected routes decide access before they validate input: a visitor or a member sending a
 * malformed body gets 401/403, never the route's field messages.
 */
describe('access is checked before input validation', () => {
  let t: TestApp;
  let memberCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    memberCookie = (await signedInUser(t)).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'PATCH' | 'PUT' | 'POST' | 'GET', url: string, payload?: object, cookie?: string) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

  it('profile update: 401 with the spec message for a visitor, whatever the body', async () => {
    const res = await send('PATCH', '/api/v1/me/profile', { role: 'admin', full_name: 42 });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('No user logged in or backend not configured');
  });

  it('notifications read: 401 for a visitor with a malformed body', async () => {
    expect((await send('POST', '/api/v1/me/notifications/read', { ids: ['nope'] })).statusCode).toBe(401);
  });

  it('admin routes: 401 for visitors and 403 for members, even with bad input', async () => {
    expect((await send('PUT', '/api/v1/admin/settings', { group: 'nope' })).statusCode).toBe(401);
    expect((await send('PUT', '/api/v1/admin/settings', { group: 'nope' }, memberCookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/v1/admin/audit-log?limit=abc')).statusCode).toBe(401);
    expect((await send('GET', '/api/v1/admin/audit-log?limit=abc', undefined, memberCookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/v1/admin/contact-submissions?limit=-1', undefined, memberCookie)).statusCode).toBe(
      403,
    );
  });
});
