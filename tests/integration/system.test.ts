import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/platform/auth/demo-accounts';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const CONFIG = '/api/v1/system/config';
const STATUS = '/api/v1/system/status';
const MAILBOX = '/api/v1/mailbox';
const AUTH_SECRET_WARNING = 'AUTH_SECRET is the built-in development secret; set your own before going live.';
const EXPECTED_KIND = process.env.DATABASE_URL ? 'postgres' : 'embedded';

/** Puts one message in the outbox through a public endpoint (the newsletter confirmation). */
async function sendWelcomeMail(t: TestApp, email: string) {
  const res = await t.post('/api/v1/newsletter', { email });
  expect(res.statusCode).toBe(200);
}

describe('system configuration, status and mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The configuration names the same database the harness opened, as in a real deployment.
    t = await createTestApp(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  });
  afterAll(() => t.close());

  it('tells the browser the deployment facts it needs before sign-in, without demo accounts', async () => {
    const res = await t.get(CONFIG);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      demoMode: false,
      googleEnabled: false,
      registrationEnabled: true,
      maintenanceMode: false,
      passwordMinLength: 12,
      demoAccounts: [],
      githubUrl: 'https://github.com/vino-platform/vino',
      // No VINO token contract configured on any chain by default.
      vinoTokenAddresses: {},
    });
  });

  it('reports a live connection, the database kind and the configuration warnings', async () => {
    const res = await t.get(STATUS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const status = res.json();
    expect(status.connection).toMatchObject({ connected: true, demo: false, message: 'Connected' });
    expect(status.connection.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.connection.details).toMatch(
      EXPECTED_KIND === 'embedded'
        ? /^Embedded PostgreSQL \(PGlite\) answered in \d+ ms\.$/
        : /^PostgreSQL server answered in \d+ ms\.$/,
    );
    expect(status.config).toMatchObject({
      databaseKind: EXPECTED_KIND,
      authSecret: 'Development default',
      mailTransport: 'outbox',
      paymentProvider: 'sandbox',
      demoMode: false,
      environment: 'test',
    });
    expect(status.errors).toEqual([]);
    expect(status.warnings).toContain(AUTH_SECRET_WARNING);
    expect(status.warnings.some((w: string) => w.startsWith('Demo mode is on'))).toBe(false);
    if (process.env.DATABASE_URL) {
      const shown: string = status.config.databaseUrl;
      expect(shown.length).toBeLessThanOrEqual(20);
      expect(shown).toMatch(/^postgres(ql)?:\/\//);
      expect(shown).not.toContain('@'); // no user name or password
    } else {
      expect(status.config.databaseUrl).toMatch(/^Embedded \(/);
    }
  });

  it('keeps the mailbox for admins outside demo mode: 401 for visitors, 403 for members', async () => {
    await sendWelcomeMail(t, 'mailbox-reader@example.com');
    const anonymous = await t.get(MAILBOX);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    for (const role of ['user', 'investor'] as const) {
      const { cookie } = await signedInUser(t, { role });
      expect((await t.get(MAILBOX, cookie)).statusCode, role).toBe(403);
    }
    const { cookie } = await signedInUser(t, { role: 'admin' });
    const res = await t.get(MAILBOX, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: 'mailbox-reader@example.com',
          subject: 'Confirm your subscription to VINO updates',
          text: expect.any(String),
          html: expect.any(String),
        }),
      ]),
    );
  });
});

describe('system configuration, status and mailbox in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A server URL with credentials in the configuration: the public status page must not show them.
    t = await createTestApp({
      DEMO_MODE: 'true',
      DATABASE_URL: 'postgres://vino_owner:s3cret-Passw0rd@db.internal.example:5432/vino',
    });
  });
  afterAll(() => t.close());

  it('lists the two demo accounts with their credentials for the demo notice', async () => {
    const config = (await t.get(CONFIG)).json();
    expect(config.demoMode).toBe(true);
    expect(config.demoAccounts).toEqual(
      DEMO_ACCOUNTS.map(({ label, email, password }) => ({ label, email, password })),
    );
    expect(config.demoAccounts.map((a: { label: string }) => a.label)).toEqual(['Demo Investor', 'Demo Admin']);
  });

  it('the demo accounts really sign in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
      expect(res.statusCode, account.email).toBe(200);
    }
  });

  it('reports demo mode and shows at most 20 characters of the database URL, without credentials', async () => {
    const status = (await t.get(STATUS)).json();
    expect(status.connection).toMatchObject({ connected: true, demo: true, message: 'Connected (demo mode)' });
    expect(status.config.demoMode).toBe(true);
    expect(status.warnings).toContain(AUTH_SECRET_WARNING);
    expect(status.warnings).toContain(
      'Demo mode is on: demo accounts and demo history (members, sign-ins, revenue) are seeded.',
    );
    expect(status.config.databaseUrl.length).toBeLessThanOrEqual(20);
    expect(status.config.databaseUrl).toBe('postgres://db.intern');
    expect(JSON.stringify(status)).not.toMatch(/vino_owner|s3cret|Passw0rd/);
  });

  it('opens the mailbox to anyone, like a development mail catcher', async () => {
    await sendWelcomeMail(t, 'demo-visitor@example.com');
    const res = await t.get(MAILBOX);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((m: { to: string }) => m.to)).toContain('demo-visitor@example.com');
  });
});
