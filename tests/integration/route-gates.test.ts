/**
 * The global gates (maintenance, the admin IP allow-list, the admin two-factor requirement, API-key
 * scopes) decide on the route that runs, and no other spelling of a route's path reaches it: every
 * operation of the OpenAPI document is sent with encoded, doubled-slash, trailing-slash and case
 * variants under each gate, and none is admitted. One app, inject only (inject resolves dot segments
 * itself: canonical-path.test.ts covers those).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPaths, type CreatedApiKey } from '../../src/contracts/api-keys';
import { apiPaths } from '../../src/contracts/api-paths';
import { SETTINGS_ERROR_CODES } from '../../src/contracts/settings';
import { NON_CANONICAL_PATH_CODE } from '../../src/server/platform/http/canonical-path';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
}

const SAMPLE_PARAM = '00000000-0000-4000-8000-000000000000';
const REFUSED_IP = '198.51.100.9';

let t: TestApp;
let operations: Operation[];
let investorCookie: string;
let adminCookie: string;
let adminWithoutTwoFactorCookie: string;
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp();
  investorCookie = (await signedInUser(t, { role: 'investor', twoFactorEnabled: true })).cookie;
  adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
  adminWithoutTwoFactorCookie = (await signedInUser(t, { role: 'admin', twoFactorEnabled: false })).cookie;
  const created = await t.post(apiKeyPaths.myApiKeys, { name: 'Gate probe' }, investorCookie);
  expect(created.statusCode).toBe(201);
  apiKey = created.json<CreatedApiKey>().key;
  const document = (await t.get(`${apiPaths.docs}/json`)).json<{ paths: Record<string, Record<string, unknown>> }>();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .map((method) => method.toUpperCase())
      .filter((method): method is Method => ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, SAMPLE_PARAM) })),
  );
});
afterAll(() => t.close());

/** Every other way of writing `path` that a lenient router or a string check might take for it. */
function variantsOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  const last = segments.length - 1;
  const encodeFirst = (segment: string) =>
    `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`;
  const withSegment = (index: number, segment: string) =>
    `/${segments.map((s, i) => (i === index ? segment : s)).join('/')}`;
  const upper = `/${segments.map((s) => (s === SAMPLE_PARAM ? s : s.toUpperCase())).join('/')}`;
  return [
    withSegment(0, encodeFirst(segments[0]!)), // /%61pi/v1/...
    withSegment(last, encodeFirst(segments[last]!)), // .../%73ettings
    path.replace(/\/([^/]*)$/, '/%2F$1').replace('/%2F', '%2F'), // an encoded slash
    path.replace(/\/([^/]*)$/, '//$1'), // a doubled slash
    `${path}/`, // a trailing slash
    upper, // another case
  ].filter((variant) => variant !== path);
}

const codeOf = (res: LightMyRequestResponse) => {
  try {
    return res.json<{ error?: { code?: string } }>().error?.code ?? null;
  } catch {
    return null;
  }
};

async function setSettings(group: string, values: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: apiPaths.admin.settings,
    payload: { group, values },
    headers: { origin: t.config.publicUrl, cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Sends every variant of every operation with `headers` and returns those that were not refused as
 * non-canonical (400) or unknown (404), or by the gate itself (`gateCode`).
 */
async function admittedVariants(headers: Record<string, string>, gateCode: string, ip?: string) {
  const admitted: string[] = [];
  for (const op of operations)
    for (const url of variantsOf(op.path)) {
      const res = await t.app.inject({
        method: op.method,
        url,
        headers: { origin: t.config.publicUrl, ...headers },
        ...(ip ? { remoteAddress: ip } : {}),
        ...(['POST', 'PUT', 'PATCH'].includes(op.method) ? { payload: {} } : {}),
      });
      const code = codeOf(res);
      const refused =
        (res.statusCode === 400 && code === NON_CANONICAL_PATH_CODE) ||
        (res.statusCode === 404 && code === 'NOT_FOUND') ||
        code === gateCode;
      if (!refused) admitted.push(`${op.method} ${url} -> ${res.statusCode} ${code ?? ''}`);
    }
  return admitted;
}

describe('route gates', () => {
  it('reads the OpenAPI document with every operation', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(variantsOf('/api/v1/admin/settings')).toEqual([
      '/%61pi/v1/admin/settings',
      '/api/v1/admin/%73ettings',
      '/api/v1/admin%2Fsettings',
      '/api/v1/admin//settings',
      '/api/v1/admin/settings/',
      '/API/V1/ADMIN/SETTINGS',
    ]);
  });

  it('maintenance: no spelling of a write gets past it', async () => {
    await setSettings('platform', { maintenanceMode: true });
    try {
      const plain = await t.app.inject({
        method: 'PATCH',
        url: apiPaths.myProfile,
        payload: {},
        headers: { origin: t.config.publicUrl, cookie: investorCookie },
      });
      expect(plain.statusCode).toBe(503);
      expect(await admittedVariants({ cookie: investorCookie }, SETTINGS_ERROR_CODES.maintenance)).toEqual([]);
    } finally {
      await setSettings('platform', { maintenanceMode: false });
    }
  });

  it('admin two-factor: no spelling of an admin route gets past it', async () => {
    const plain = await t.get(apiPaths.admin.settings, adminWithoutTwoFactorCookie);
    expect(codeOf(plain)).toBe(SETTINGS_ERROR_CODES.twoFactorRequired);
    expect(
      await admittedVariants({ cookie: adminWithoutTwoFactorCookie }, SETTINGS_ERROR_CODES.twoFactorRequired),
    ).toEqual([]);
  });

  it('IP allow-list: no spelling of an admin route gets past it', async () => {
    await setSettings('security', { ipWhitelisting: true, ipAllowList: ['127.0.0.1'] });
    try {
      const plain = await t.app.inject({
        method: 'GET',
        url: apiPaths.admin.users,
        remoteAddress: REFUSED_IP,
        headers: { cookie: adminCookie },
      });
      expect(codeOf(plain)).toBe(SETTINGS_ERROR_CODES.ipNotAllowed);
      expect(await admittedVariants({ cookie: adminCookie }, SETTINGS_ERROR_CODES.ipNotAllowed, REFUSED_IP)).toEqual(
        [],
      );
    } finally {
      await setSettings('security', { ipWhitelisting: false, ipAllowList: [] });
    }
  });

  it('API-key scope: no spelling of a route outside the scope grants the key', async () => {
    const headers = { authorization: `Bearer ${apiKey}` };
    const plain = await t.app.inject({ method: 'GET', url: apiKeyPaths.myApiKeys, headers });
    expect(plain.statusCode).toBe(403);
    expect(await admittedVariants(headers, 'FORBIDDEN')).toEqual([]);
  });
});
