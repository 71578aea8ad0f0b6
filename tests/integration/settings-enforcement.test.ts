/**
 * The admin System Settings (operator spec sections 3 and 9) and what each one does on the server:
 * the save contract (versions, 409, field messages, audit) and one enforcement test per setting.
 * One app for the file; every test puts back what it changed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPaths, type CreatedApiKey } from '../../src/contracts/api-keys';
import { apiPaths } from '../../src/contracts/api-paths';
import { MARKET_MESSAGES } from '../../src/contracts/market';
import {
  DEFAULT_SETTINGS,
  SETTINGS_MESSAGES,
  type AdminSettings,
  type Settings,
  type SettingsGroup,
} from '../../src/contracts/settings';
import {
  auditLog,
  mailOutbox,
  notifications,
  orders,
  priceAlerts,
  session,
  userProfiles,
} from '../../src/server/db/schema';
import { expireStaleOrders } from '../../src/server/modules/market/order-timeout';
import { isTwoFactorExempt } from '../../src/server/platform/settings/settings-enforcement';
import { createChainReader, rpcOptionsFromSettings } from '../../src/server/modules/payments/crypto/chain-reader';
import { checkAllPriceAlerts } from '../../src/server/modules/price-alerts/price-alerts-routes';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

function send(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  opts: { cookie?: string; body?: unknown; ip?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    headers: { origin: t.config.publicUrl, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
}

const readAdminSettings = async (cookie = adminCookie) =>
  (await send('GET', apiPaths.admin.settings, { cookie })).json<AdminSettings>();

/** Sets a group through the service (what an admin's save does) and returns a restore function. */
async function withSettings<G extends SettingsGroup>(group: G, patch: Partial<Settings[G]>, run: () => Promise<void>) {
  const before = (await t.app.market.context.settings.get())[group];
  await t.app.market.context.settings.update(group, patch, { userId: null });
  try {
    await run();
  } finally {
    await t.app.market.context.settings.update(group, before as Partial<Settings[G]>, { userId: null });
  }
}

async function investor(kyc: 'approved' | 'pending' = 'approved', twoFactorEnabled = false) {
  const signed = await signedInUser(t, { role: 'investor', twoFactorEnabled });
  await t.db.update(userProfiles).set({ kycStatus: kyc }).where(eq(userProfiles.id, signed.user.id));
  return signed;
}

describe('settings save contract', () => {
  it('answers every group of section 9 with its defaults and a version per stored group', async () => {
    const s = await readAdminSettings();
    expect(s.platform).toEqual({ ...DEFAULT_SETTINGS.platform });
    expect(s.platform.maxUsersPerDay).toBe(1000);
    expect(s.security).toMatchObject({
      twoFactorRequired: true,
      sessionTimeoutSeconds: 3600,
      apiRateLimitPerHour: 1000,
    });
    expect(s.notifications).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      systemAlerts: true,
      maintenanceNotices: true,
      priceAlerts: true,
    });
    expect(s.trading).toMatchObject({ tradingFeePercent: 0.1, maxSlippagePercent: 5, orderTimeoutSeconds: 300 });
    expect(s.blockchain).toEqual({
      gasPriceGwei: 25,
      confirmationBlocks: 3,
      networkTimeoutSeconds: 30,
      autoRetry: true,
      maxRetries: 3,
      fallbackRpcUrl: '',
      maxReserveStatementAgeHours: 48,
      withdrawalDailyLimitVino: 10_000,
      withdrawalReviewThresholdVino: 1_000,
    });
    expect(s.versions.presale).toEqual(expect.any(String)); // written by the seed
  });

  it('saves several groups at once, audited, and refuses a stale version with 409 (nothing saved)', async () => {
    const first = await readAdminSettings();
    const save = await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      body: {
        changes: { trading: { tradingFeePercent: 0.2 }, notifications: { smsNotifications: true } },
        versions: { trading: first.versions.trading ?? null, notifications: first.versions.notifications ?? null },
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const saved = save.json<AdminSettings>();
    expect(saved.trading.tradingFeePercent).toBe(0.2);
    expect(saved.notifications.smsNotifications).toBe(true);
    expect(saved.versions.trading).toEqual(expect.any(String));

    // A second admin still holding the first versions: 409, and their other group is not saved either.
    const stale = await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      body: {
        changes: { blockchain: { maxRetries: 5 }, trading: { tradingFeePercent: 0.3 } },
        versions: { blockchain: first.versions.blockchain ?? null, trading: first.versions.trading ?? null },
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({ code: 'SETTINGS_CONFLICT', message: SETTINGS_MESSAGES.conflict });
    const after = await readAdminSettings();
    expect(after.trading.tradingFeePercent).toBe(0.2);
    expect(after.blockchain.maxRetries).toBe(3);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audits.some((a) => a.entityId === 'notifications' && a.actorUserId !== null)).toBe(true);

    await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      body: {
        changes: { trading: { tradingFeePercent: 0.1 }, notifications: { smsNotifications: false } },
        versions: after.versions,
      },
    });
  });

  it('answers field-level messages: fee 0–10 %, timeouts above 0, URL fields, min ≤ max', async () => {
    const { versions } = await readAdminSettings();
    const res = await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      body: {
        changes: {
          trading: { tradingFeePercent: 11, orderTimeoutSeconds: -1 },
          security: { sessionTimeoutSeconds: 0 },
          blockchain: { fallbackRpcUrl: 'not a url', networkTimeoutSeconds: 0 },
        },
        versions,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      'trading.tradingFeePercent': 'Trading fee must be between 0% and 10%',
      'trading.orderTimeoutSeconds': 'Order timeout must be between 0 seconds and 31536000 seconds',
      'security.sessionTimeoutSeconds': 'Session timeout must be between 60 seconds and 2592000 seconds',
      'blockchain.fallbackRpcUrl': 'Fallback RPC must be an http(s) URL',
      'blockchain.networkTimeoutSeconds': 'Network timeout must be between 1 seconds and 600 seconds',
    });
    const range = await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      body: { group: 'trading', values: { minimumTradeAmount: 2_000_000 } },
    });
    expect(errorOf(range).fields).toEqual({ minimumTradeAmount: SETTINGS_MESSAGES.tradeRange });
  });
});

describe('maintenanceMode', () => {
  it('answers 503 to every write by a non-admin, keeps reads and admins working, and tells the browser', async () => {
    const { user, cookie } = await investor();
    await fundUser(t.db, user.id, { USD: '1000' });
    await withSettings('platform', { maintenanceMode: true }, async () => {
      expect((await t.get(apiPaths.publicConfig)).json().maintenanceMode).toBe(true);
      const order = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '100', price: '1' });
      expect(order.statusCode).toBe(503);
      expect(errorOf(order)).toEqual(
        expect.objectContaining({ code: 'MAINTENANCE', message: MARKET_MESSAGES.maintenance }),
      );
      const profile = await send('PUT', apiPaths.mySettings, { cookie, body: {} });
      expect(profile.statusCode).toBe(503);
      expect(errorOf(profile).message).toBe(SETTINGS_MESSAGES.maintenance);
      const signUp = await t.post(apiPaths.auth.signUp, {
        name: 'M',
        email: 'm@example.com',
        password: 'a-long-password-1',
      });
      expect(signUp.statusCode).toBe(503);
      expect((await t.get(apiPaths.myBalances, cookie)).statusCode).toBe(200);
      // Admins keep working, and anyone can still sign in (an admin must be able to end it).
      const adminWrite = await send('PUT', apiPaths.admin.settings, {
        cookie: adminCookie,
        body: { group: 'notifications', values: { priceAlerts: true } },
      });
      expect(adminWrite.statusCode).toBe(200);
      const other = await signedInUser(t);
      expect(other.cookie).toContain('session_token');
    });
    expect((await t.get(apiPaths.publicConfig)).json().maintenanceMode).toBe(false);
    const after = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '250', price: '0.5' });
    expect(after.statusCode).toBe(201);
  });
});

describe('registrationEnabled and maxUsersPerDay', () => {
  it('refuses sign-up while registration is off, and beyond the day’s limit', async () => {
    await withSettings('platform', { registrationEnabled: false }, async () => {
      const res = await t.post(apiPaths.auth.signUp, {
        name: 'R',
        email: 'r@example.com',
        password: 'a-long-password-1',
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('SIGNUP_DISABLED');
    });
    await withSettings('platform', { maxUsersPerDay: 0 }, async () => {
      const res = await t.post(apiPaths.auth.signUp, {
        name: 'Q',
        email: 'q@example.com',
        password: 'a-long-password-1',
      });
      expect(res.statusCode).toBe(429);
      expect(errorOf(res).code).toBe('DAILY_SIGNUP_LIMIT');
    });
  });
});

describe('kycRequired, tradingEnabled, stakingEnabled', () => {
  it('gate orders and stakes as switched', async () => {
    const pending = await investor('pending');
    await fundUser(t.db, pending.user.id, { USD: '500', VINO: '500' });
    const order = () =>
      placeOrderRequest(t, pending.cookie, { side: 'buy', type: 'limit', amount: '250', price: '0.5' });
    expect(errorOf(await order()).code).toBe('KYC_REQUIRED');
    await withSettings('platform', { kycRequired: false }, async () => {
      expect((await order()).statusCode).toBe(201);
      await withSettings('platform', { tradingEnabled: false }, async () => {
        expect(errorOf(await order()).code).toBe('TRADING_DISABLED');
      });
      await withSettings('platform', { stakingEnabled: false }, async () => {
        const stake = await t.post(apiPaths.staking.myStakes, { poolId: 'flexible', amount: '100' }, pending.cookie);
        expect(stake.statusCode).toBe(403);
        expect(errorOf(stake).code).toBe('STAKING_DISABLED');
      });
    });
  });
});

describe('orderTimeout', () => {
  it('cancels resting orders older than the setting and releases their hold; 0 keeps them', async () => {
    const { user, cookie } = await investor();
    await fundUser(t.db, user.id, { USD: '1000' });
    const placed = await placeOrderRequest(t, cookie, { side: 'buy', type: 'limit', amount: '300', price: '0.4' });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ order: { id: string } }>().order.id;
    const ctx = t.app.market.context;
    expect(await expireStaleOrders(ctx)).toBe(0); // placed just now
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 301_000) })
      .where(eq(orders.id, id));
    await withSettings('trading', { orderTimeoutSeconds: 0 }, async () => {
      expect(await expireStaleOrders(ctx)).toBe(0);
    });
    expect(await expireStaleOrders(ctx)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('cancelled');
    expect(row?.heldRemaining).toMatch(/^0(\.0+)?$/);
  });
});

describe('notification switches', () => {
  it('emailNotifications off stops notification mail but not account mail', async () => {
    const mailer = t.app.payments.context.mailer;
    const count = async () => (await t.db.select().from(mailOutbox)).length;
    await withSettings('notifications', { emailNotifications: false }, async () => {
      const before = await count();
      await mailer.send({ to: 'x@example.com', template: 'payment_confirmation', subject: 's', text: 't', html: 'h' });
      expect(await count()).toBe(before);
      await mailer.send({ to: 'x@example.com', template: 'password-reset', subject: 's', text: 't', html: 'h' });
      expect(await count()).toBe(before + 1);
      // A security alert is account mail; a campaign is sent on purpose to people who consented.
      await mailer.send({ to: 'x@example.com', template: 'security_alert', subject: 's', text: 't', html: 'h' });
      await mailer.send({ to: 'x@example.com', template: 'campaign', subject: 's', text: 't', html: 'h' });
      expect(await count()).toBe(before + 3);
    });
    const before = await count();
    await mailer.send({ to: 'x@example.com', template: 'payment_confirmation', subject: 's', text: 't', html: 'h' });
    expect(await count()).toBe(before + 1);
  });

  it('priceAlerts off keeps alerts armed and sends nothing', async () => {
    const { user } = await investor();
    const ctx = t.app.market.context;
    await t.db.insert(priceAlerts).values({ userId: user.id, market: 'VINO-USD', direction: 'above', price: '0.0001' });
    const lastPrice = async () => '1';
    const isEnabled = async () => (await ctx.settings.get()).notifications.priceAlerts;
    await withSettings('notifications', { priceAlerts: false }, async () => {
      expect(await checkAllPriceAlerts({ db: t.db, lastPrice, isEnabled })).toBe(0);
    });
    expect(await checkAllPriceAlerts({ db: t.db, lastPrice, isEnabled })).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.some((n) => n.type === 'price_alert')).toBe(true);
  });
});

describe('maintenanceNotices', () => {
  it('an admin switching maintenance on and off notifies every account while the switch is on', async () => {
    const { user } = await investor();
    const notices = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, user.id)))
        .filter((n) => n.type === 'system')
        .map((n) => n.title);
    const setMaintenance = async (on: boolean) => {
      const res = await send('PUT', apiPaths.admin.settings, {
        cookie: adminCookie,
        body: { group: 'platform', values: { maintenanceMode: on } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setMaintenance(true);
    await setMaintenance(false);
    expect((await notices()).sort()).toEqual(['Maintenance ended', 'Maintenance started']);
    await withSettings('notifications', { maintenanceNotices: false }, async () => {
      await setMaintenance(true);
      await setMaintenance(false);
    });
    expect(await notices()).toHaveLength(2);
  });
});

describe('apiRateLimit', () => {
  it('answers 429 once a key has made its requests for the hour', async () => {
    const { cookie } = await investor('approved', true);
    const created = await t.post(apiKeyPaths.myApiKeys, { name: 'rate' }, cookie);
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json<CreatedApiKey>();
    const call = () =>
      t.app.inject({ method: 'GET', url: apiPaths.myBalances, headers: { authorization: `Bearer ${key}` } });
    await withSettings('security', { apiRateLimitPerHour: 2 }, async () => {
      const first = await call();
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-api-key-ratelimit-limit']).toBe('2');
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).code).toBe('API_KEY_RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe('sessionTimeout', () => {
  it('ends a session idle for longer than the setting; activity keeps it alive', async () => {
    const { user, cookie } = await investor();
    const touch = async (agoMs: number) => {
      await t.db
        .update(session)
        .set({ updatedAt: new Date(Date.now() - agoMs) })
        .where(eq(session.userId, user.id));
      // Written behind the app's back: its session cache is told, as the app's own changes tell it.
      t.app.sessionCache.forgetUser(user.id);
    };
    await touch(30 * 60_000); // 30 minutes idle: within the 3600 s default
    expect((await t.get(apiPaths.myBalances, cookie)).statusCode).toBe(200);
    const [active] = await t.db.select().from(session).where(eq(session.userId, user.id));
    expect(Date.now() - active!.updatedAt.getTime()).toBeLessThan(60_000); // the request counted as activity
    await touch(3601_000);
    const idle = await t.get(apiPaths.myBalances, cookie);
    expect(idle.statusCode).toBe(401);
    expect(errorOf(idle)).toMatchObject({ code: 'SESSION_IDLE_TIMEOUT', message: SETTINGS_MESSAGES.sessionIdle(60) });
    expect(await t.db.select().from(session).where(eq(session.userId, user.id))).toHaveLength(0);
    expect((await t.get(apiPaths.auth.session, cookie)).json()).toBeNull();
  });
});

describe('ipWhitelisting', () => {
  it('the admin saving it must be in the list; then the admin API answers only listed addresses', async () => {
    const lockout = await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      ip: '198.51.100.7',
      body: { group: 'security', values: { ipWhitelisting: true, ipAllowList: ['203.0.113.0/24'] } },
    });
    expect(lockout.statusCode).toBe(400);
    expect(errorOf(lockout).fields).toEqual({ ipAllowList: SETTINGS_MESSAGES.lockout('198.51.100.7') });
    const empty = await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      body: { group: 'security', values: { ipWhitelisting: true, ipAllowList: [] } },
    });
    expect(errorOf(empty).fields).toEqual({ ipAllowList: SETTINGS_MESSAGES.allowListEmpty });

    const ok = await send('PUT', apiPaths.admin.settings, {
      cookie: adminCookie,
      ip: '203.0.113.9',
      body: { group: 'security', values: { ipWhitelisting: true, ipAllowList: ['203.0.113.0/24', '2001:db8::1'] } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    try {
      expect((await send('GET', apiPaths.admin.settings, { cookie: adminCookie, ip: '203.0.113.77' })).statusCode).toBe(
        200,
      );
      const outside = await send('GET', apiPaths.admin.settings, { cookie: adminCookie, ip: '198.51.100.7' });
      expect(outside.statusCode).toBe(403);
      expect(errorOf(outside)).toMatchObject({ code: 'IP_NOT_ALLOWED', message: SETTINGS_MESSAGES.ipNotAllowed });
      // Only the admin API: the rest of the product answers everyone.
      expect((await send('GET', apiPaths.myBalances, { cookie: adminCookie, ip: '198.51.100.7' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.app.market.context.settings.update(
        'security',
        { ipWhitelisting: false, ipAllowList: [] },
        { userId: null },
      );
    }
  });
});

describe('twoFactorRequired', () => {
  it('sends an admin without two-factor to set it up before the admin API answers', async () => {
    const { cookie } = await signedInUser(t, { role: 'admin', twoFactorEnabled: false });
    const res = await send('GET', apiPaths.admin.settings, { cookie });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: SETTINGS_MESSAGES.twoFactorAdmin });
    await withSettings('security', { twoFactorRequired: false }, async () => {
      expect((await send('GET', apiPaths.admin.settings, { cookie })).statusCode).toBe(200);
    });
  });

  it('reminds other users, and requires it before they create API keys', async () => {
    const without = await investor();
    const reminder = await t.get(apiPaths.mySecurityRequirements, without.cookie);
    expect(reminder.json()).toEqual({ twoFactorRequired: true, twoFactorEnabled: false, twoFactorExempt: false });
    const refused = await t.post(apiKeyPaths.myApiKeys, { name: 'k' }, without.cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: SETTINGS_MESSAGES.twoFactorUser });
    await withSettings('security', { twoFactorRequired: false }, async () => {
      expect((await t.post(apiKeyPaths.myApiKeys, { name: 'k' }, without.cookie)).statusCode).toBe(201);
    });
    const withIt = await investor('approved', true);
    expect((await t.post(apiKeyPaths.myApiKeys, { name: 'k' }, withIt.cookie)).statusCode).toBe(201);
  });

  it('exempts (and flags) demo mode’s demo accounts only', () => {
    expect(isTwoFactorExempt('admin@demo.vino.example', true)).toBe(true);
    expect(isTwoFactorExempt('ADMIN@demo.vino.example', true)).toBe(true);
    expect(isTwoFactorExempt('admin@demo.vino.example', false)).toBe(false);
    expect(isTwoFactorExempt('someone@example.com', true)).toBe(false);
  });
});

describe('blockchain settings drive the RPC client', () => {
  let primary: Server;
  let backup: Server;
  const hits = { primary: 0, backup: 0 };
  let primaryMode: 'fail' | 'hang' | 'ok' = 'fail';

  const rpc = (name: 'primary' | 'backup', handle: () => 'fail' | 'hang' | 'ok') =>
    createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        hits[name]++;
        const mode = handle();
        if (mode === 'hang') return; // never answers: the timeout decides
        if (mode === 'fail') {
          res.writeHead(500).end('down');
          return;
        }
        const body = JSON.parse(raw) as { id: number };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: '0x10' }));
      });
    });
  const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

  beforeAll(async () => {
    primary = rpc('primary', () => primaryMode);
    backup = rpc('backup', () => 'ok');
    await Promise.all([
      new Promise<void>((r) => primary.listen(0, '127.0.0.1', r)),
      new Promise<void>((r) => backup.listen(0, '127.0.0.1', r)),
    ]);
  });
  afterAll(() => {
    primary.closeAllConnections();
    backup.closeAllConnections();
    primary.close();
    backup.close();
  });

  const reset = () => {
    hits.primary = 0;
    hits.backup = 0;
  };
  const base = DEFAULT_SETTINGS.blockchain;

  it('maxRetries with autoRetry on, one attempt with it off', async () => {
    let options = rpcOptionsFromSettings({ ...base, maxRetries: 2 });
    const reader = createChainReader(urlOf(primary), async () => options);
    reset();
    await expect(reader.latestBlock()).rejects.toThrow();
    expect(hits.primary).toBe(3);
    options = rpcOptionsFromSettings({ ...base, autoRetry: false });
    reset();
    await expect(reader.latestBlock()).rejects.toThrow();
    expect(hits.primary).toBe(1);
  });

  it('fallbackRPC answers when the node fails; networkTimeout bounds a hanging node', async () => {
    const options = rpcOptionsFromSettings({ ...base, autoRetry: false, fallbackRpcUrl: urlOf(backup) });
    reset();
    // The backup listens on loopback: only the explicit demo/test exemption lets the server call it.
    const local = { allowPrivateNetwork: true };
    expect(await createChainReader(urlOf(primary), async () => options, local).latestBlock()).toBe(16n);
    expect(hits).toEqual({ primary: 1, backup: 1 });
    reset();
    await expect(
      createChainReader(urlOf(primary), async () => options, { allowPrivateNetwork: false }).latestBlock(),
    ).rejects.toThrow();
    expect(hits).toEqual({ primary: 1, backup: 0 });

    primaryMode = 'hang';
    const timeout = { ...rpcOptionsFromSettings({ ...base, autoRetry: false }), timeoutMs: 300 };
    const started = Date.now();
    await expect(createChainReader(urlOf(primary), async () => timeout).latestBlock()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(rpcOptionsFromSettings(base)).toEqual({ timeoutMs: 30_000, retryCount: 3, fallbackUrl: '' });
    primaryMode = 'fail';
  });
});
