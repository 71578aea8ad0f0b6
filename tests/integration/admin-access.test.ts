import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Every route under /api/v1/admin, read from the OpenAPI document the app serves, answers 401 to a
 * visitor and 403 to an investor, whatever its method, path parameters or body. Generic: a route
 * any slice adds under /api/v1/admin is covered without touching this file.
 */
const ADMIN_PREFIX = '/api/v1/admin';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

interface AdminRoute {
  method: (typeof METHODS)[number];
  url: string;
}

let t: TestApp;
let investorCookie: string;
let routes: AdminRoute[];

beforeAll(async () => {
  t = await createTestApp();
  investorCookie = (await signedInUser(t, { role: 'investor' })).cookie;
  const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths ?? {})
    .filter(([path]) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))
    .flatMap(([path, ops]) =>
      METHODS.filter((m) => m in ops).map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, SAMPLE_ID) })),
    );
});
afterAll(() => t.close());

function call(route: AdminRoute, cookie?: string) {
  const hasBody = route.method !== 'get' && route.method !== 'delete';
  return t.app.inject({
    method: route.method.toUpperCase() as 'GET',
    url: route.url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('every /api/v1/admin route in the OpenAPI document', () => {
  it('finds the admin routes (the document is the source)', () => {
    const listed = routes.map((r) => `${r.method.toUpperCase()} ${r.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/settings',
        'GET /api/v1/admin/overview',
        `POST /api/v1/admin/alerts/${SAMPLE_ID}/resolve`,
      ]),
    );
  });

  it('answers 401 to a visitor', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await call(route);
      if (res.statusCode !== 401) failures.push(`${route.method.toUpperCase()} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to an investor', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await call(route, investorCookie);
      if (res.statusCode !== 403) failures.push(`${route.method.toUpperCase()} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
