import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../factories/users';
import { goodKycParts, submitKyc } from '../factories/kyc';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Writes never lose data and never take what they were not asked to: settings merge over what is
 * stored, bounded values, unknown keys refused everywhere, malformed uploads answered 400, stored
 * files named by their detected type.
 */
describe('input and writes', () => {
  let t: TestApp;
  let admin: string;
  let investor: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInUser(t, { role: 'admin' })).cookie;
    investor = (await signedInUser(t, { role: 'investor' })).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: unknown, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload: body as object,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    });
  const putSettings = (body: unknown) => send('PUT', '/api/v1/admin/settings', body, admin);
  const settings = async () => (await t.get('/api/v1/admin/settings', admin)).json();

  it('a partial settings update keeps the fields it does not name', async () => {
    expect(
      (await putSettings({ group: 'trading', values: { tradingFeePercent: 0.2, orderTimeoutSeconds: 600 } })).statusCode,
    ).toBe(200);
    expect((await putSettings({ group: 'trading', values: { maxSlippagePercent: 6 } })).statusCode).toBe(200);
    expect((await settings()).trading).toMatchObject({
      tradingFeePercent: 0.2,
      orderTimeoutSeconds: 600,
      maxSlippagePercent: 6,
    });

    const endsAt = '2031-01-02T03:04:05.000Z';
    expect((await putSettings({ group: 'presale', values: { endsAt } })).statusCode).toBe(200);
    expect((await putSettings({ group: 'presale', values: { priceUsd: '0.9' } })).statusCode).toBe(200);
    expect((await settings()).presale).toMatchObject({ priceUsd: '0.9', endsAt });

    expect(
      (await putSettings({ group: 'security', values: { ipWhitelisting: true, ipAllowList: ['127.0.0.1', '::1'] } }))
        .statusCode,
    ).toBe(200);
    expect((await putSettings({ group: 'security', values: { maxLoginAttempts: 7 } })).statusCode).toBe(200);
    expect((await settings()).security).toMatchObject({ ipWhitelisting: true, maxLoginAttempts: 7 });
    // The screen's multi-group save merges the same way.
    const versions = (await settings()).versions;
    expect(
      (await putSettings({ changes: { trading: { maxSlippagePercent: 7 } }, versions: { trading: versions.trading } }))
        .statusCode,
    ).toBe(200);
    expect((await settings()).trading).toMatchObject({ tradingFeePercent: 0.2, maxSlippagePercent: 7 });
    await putSettings({ group: 'security', values: { ipWhitelisting: false } });
  });

  it('bounds every numeric and decimal setting, names the field and saves nothing', async () => {
    const before = await settings();
    const bad: [string, Record<string, unknown>, string][] = [
      ['presale', { priceUsd: '0' }, 'priceUsd'],
      ['presale', { priceUsd: '1'.repeat(400) }, 'priceUsd'],
      ['presale', { priceUsd: '1.123456789012' }, 'priceUsd'],
      ['presale', { launchPriceUsd: '0.00' }, 'launchPriceUsd'],
      ['analytics', { monthlyAcquisitionCostUsd: '9'.repeat(40) }, 'monthlyAcquisitionCostUsd'],
      ['trading', { tradingFeePercent: 11 }, 'tradingFeePercent'],
      ['blockchain', { gasPriceGwei: -1 }, 'gasPriceGwei'],
    ];
    for (const [group, values, field] of bad) {
      const res = await putSettings({ group, values });
      expect(res.statusCode, `${group}.${field}`).toBe(400);
      expect(res.json().error.fields?.[field], `${group}.${field}`).toMatch(/\w/);
    }
    const after = await settings();
    expect(after.presale).toEqual(before.presale);
    expect(after.analytics).toEqual(before.analytics);
    expect((await t.get('/api/v1/presale')).statusCode).toBe(200);
  });

  it('refuses unknown keys on writes, naming them', async () => {
    const extra = await putSettings({ group: 'trading', values: { maxSlippagePercent: 5 }, sneaky: 1 });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json().error)).toContain('sneaky');

    const asset = await send(
      'POST',
      '/api/v1/admin/wine-assets',
      {
        name: 'Strict Lot',
        producer: 'Paul Avril',
        vintage: 2016,
        region: 'Rhône',
        country: 'France',
        category: 'red',
        classification: 'AOC',
        bottleCount: 10,
        bottleSize: '750ml',
        purchasePrice: '90.00',
        currentValue: '120.50',
        insuranceValue: '1000.00',
        condition: 'good',
        storageFacilityId: null,
        lastAppraisal: null,
        nextAppraisal: null,
        description: 'x',
        isAdmin: true,
      },
      admin,
    );
    expect(asset.statusCode).toBe(400);
    expect(JSON.stringify(asset.json().error)).toContain('isAdmin');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/wine-assets',
      payload: '{"name":"Huge","vintage":1e309}',
      headers: { origin: t.config.publicUrl, cookie: admin, 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields?.vintage).toBeDefined();
    expect(huge.json().error.fields.vintage).not.toMatch(/required/i);

    const profile = await send('PATCH', '/api/v1/me/profile', { role: 'admin' }, investor);
    expect(profile.statusCode).toBe(400);
    expect(JSON.stringify(profile.json().error)).toContain('role');
  });

  it('answers a malformed multipart body with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/kyc/submissions',
      payload: '--xx\r\nbroken',
      headers: { origin: t.config.publicUrl, cookie: investor, 'content-type': 'multipart/form-data; boundary=xx' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/multipart|upload/i);
    const docs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/documents',
      payload: '--xx\r\nbroken',
      headers: { origin: t.config.publicUrl, cookie: admin, 'content-type': 'multipart/form-data; boundary=xx' },
    });
    expect(docs.statusCode).toBe(400);
  });

  it('names a stored KYC file by its detected type, not the uploader’s extension', async () => {
    const user = await signedInUser(t, { role: 'investor' });
    const [identity, address] = goodKycParts();
    const res = await submitKyc(t, user.cookie, [{ ...identity!, fileName: 'x.html' }, address!]);
    expect(res.statusCode).toBe(201);
    const doc = res.json().documents.find((d: { kind: string }) => d.kind === 'identity');
    expect(doc.fileName).toBe('x.png');
    const served = await t.get(doc.url, user.cookie);
    expect(served.headers['content-disposition']).not.toContain('.html');
  });

  it('refuses an admin-set RPC URL into the private network, except where the local chain runs', async () => {
    // Tests are exempt (their chain listens on loopback) ...
    const local = await putSettings({ group: 'blockchain', values: { fallbackRpcUrl: 'http://127.0.0.1:8545' } });
    expect(local.statusCode).toBe(200);
    await putSettings({ group: 'blockchain', values: { fallbackRpcUrl: '' } });
    // ... a deployment outside demo mode is not.
    const prod = await createTestApp({ NODE_ENV: 'development', DEMO_MODE: 'false' });
    try {
      const cookie = (await signedInUser(prod, { role: 'admin' })).cookie;
      for (const url of ['http://169.254.169.254/latest', 'http://127.0.0.1:8545', 'http://[::1]/', 'http://10.0.0.7']) {
        const res = await prod.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/settings',
          payload: { group: 'blockchain', values: { fallbackRpcUrl: url } },
          headers: { origin: prod.config.publicUrl, cookie },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.fields.fallbackRpcUrl, url).toMatch(/private, loopback or link-local/);
      }
    } finally {
      await prod.close();
    }
  });
});
