import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('admin settings and audit log API', () => {
  let t: TestApp;
  let adminCookie: string;
  let investorCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
    investorCookie = (await signedInUser(t, { role: 'investor' })).cookie;
  });
  afterAll(() => t.close());

  const put = (body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      payload: body as object,
      headers: cookie ? { cookie } : {},
    });

  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await t.get('/api/v1/admin/settings')).statusCode).toBe(401);
    expect((await t.get('/api/v1/admin/settings', investorCookie)).statusCode).toBe(403);
    expect((await put({ group: 'security', values: { maxLoginAttempts: 3 } }, investorCookie)).statusCode).toBe(403);
    expect((await t.get('/api/v1/admin/audit-log', investorCookie)).statusCode).toBe(403);
  });

  it('returns every group with the spec defaults', async () => {
    const res = await t.get('/api/v1/admin/settings', adminCookie);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.security).toMatchObject({
      maxLoginAttempts: 5,
      passwordMinLength: 12,
      sessionTimeoutSeconds: 3600,
      twoFactorRequired: true,
    });
    expect(s.trading).toMatchObject({
      minimumTradeAmount: 100,
      maximumTradeAmount: 1_000_000,
      tradingFeePercent: 0.1,
      maxSlippagePercent: 5,
    });
    expect(s.blockchain).toMatchObject({ gasPriceGwei: 25, confirmationBlocks: 3, maxRetries: 3 });
    expect(s.presale).toMatchObject({ priceUsd: '0.85', launchPriceUsd: '1.00' });
  });

  it('rejects unknown fields and bad values with field messages', async () => {
    const unknown = await put({ group: 'security', values: { nope: 1 } }, adminCookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('BAD_REQUEST');
    const bad = await put({ group: 'security', values: { passwordMinLength: 2 } }, adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('passwordMinLength');
    const badGroup = await put({ group: 'nope', values: {} }, adminCookie);
    expect(badGroup.statusCode).toBe(400);
  });

  it('applies a change at once, audits it, and the sign-up rule follows it', async () => {
    const res = await put({ group: 'security', values: { passwordMinLength: 16 } }, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passwordMinLength: 16, maxLoginAttempts: 5 });

    const config = await t.get('/api/v1/system/config');
    expect(config.json().passwordMinLength).toBe(16);
    const signUp = await t.post('/api/auth/sign-up/email', {
      name: 'Len',
      email: 'len@example.com',
      password: 'fifteen-chars-x',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.message).toBe('Password must be at least 16 characters');

    const audit = await t.get('/api/v1/admin/audit-log?limit=5', adminCookie);
    expect(audit.statusCode).toBe(200);
    const entry = audit.json().items.find((i: { action: string }) => i.action === 'settings.update');
    expect(entry).toMatchObject({ entityType: 'settings', entityId: 'security' });
    expect(entry.data.after.passwordMinLength).toBe(16);
    expect(entry.data.before.passwordMinLength).toBe(12);
  });
});

describe('maxUsersPerDay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses sign-ups once the day has as many new accounts as the setting allows', async () => {
    const admin = await signedInUser(t, { role: 'admin' }); // one account created today
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      payload: { group: 'platform', values: { maxUsersPerDay: 2 } },
      headers: { cookie: admin.cookie },
    });
    expect(set.statusCode).toBe(200);
    const ok = await t.post('/api/auth/sign-up/email', {
      name: 'One',
      email: 'one@example.com',
      password: 'a-long-password-1',
    });
    expect(ok.statusCode).toBe(200);
    const refused = await t.post('/api/auth/sign-up/email', {
      name: 'Two',
      email: 'two@example.com',
      password: 'a-long-password-1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'DAILY_SIGNUP_LIMIT',
      message: 'We have reached the limit of new accounts for today. Please try again tomorrow.',
    });
  });
});
