import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};

/**
 * The fixed values a body must carry to reach its object schema (a discriminated union's `kind`; in
 * a union's branch the discriminator may be an enum of several values, any of which selects it).
 */
function discriminators(schema: JsonSchema | undefined, inBranch = false): Record<string, unknown> {
  if (!schema) return {};
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return discriminators(branch, true);
  const fixed: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {}))
    if (prop.const !== undefined) fixed[key] = prop.const;
    else if (prop.enum?.length === 1 || (inBranch && prop.enum?.length)) fixed[key] = prop.enum![0];
  return fixed;
}

/** A path parameter's value that passes its own schema, so the body is what gets judged. */
function pathValue(op: Operation, name: string): string {
  const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (name === 'address') return '0x00000000000000000000000000000000000000a1';
  if (schema?.type === 'integer' || schema?.type === 'number') return '1';
  return SOME_ID;
}
type OpenApi = { paths: Record<string, Partial<Record<'post' | 'put' | 'patch' | 'delete', Operation>>> };

const UNKNOWN = 'zzUnknownField';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * One strictness rule for every contract: each write route of the OpenAPI document, sent a JSON body
 * with a key its contract does not name, answers 400 naming that key (never 2xx, never silently
 * dropped). Sent as an admin, so role gates let the body reach validation.
 */
describe('unknown keys on every write route', () => {
  let t: TestApp;
  let admin: string;
  let investor: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    admin = (await signedInUser(t, { role: 'admin' })).cookie;
    investor = (await signedInUser(t, { role: 'investor', twoFactorEnabled: true })).cookie;
  });
  afterAll(() => t.close());

  it('refuses an unknown key on each JSON write route, naming it', async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const checked: string[] = [];
    const failures: string[] = [];
    const gated: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const op = ops[method];
        if (!op?.requestBody?.content?.['application/json']) continue;
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValue(op, name));
        const payload = { ...discriminators(op.requestBody.content['application/json']?.schema), [UNKNOWN]: true };
        const send = (cookie: string) =>
          t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            payload,
            headers: { origin: t.config.publicUrl, cookie },
          });
        let res = await send(admin);
        // Routes for investors only (an admin is refused before validation): ask as an investor.
        if (res.statusCode === 403) res = await send(investor);
        checked.push(`${method.toUpperCase()} ${path}`);
        // A gate that refuses the caller before validation (premium membership) is fine: nothing is read.
        if (res.statusCode === 403 && res.json().error.code !== 'FORBIDDEN') {
          gated.push(`${method.toUpperCase()} ${path} (${res.json().error.code})`);
          continue;
        }
        const named = JSON.stringify(res.json()?.error ?? {}).includes(UNKNOWN);
        if (res.statusCode !== 400 || !named)
          failures.push(`${method.toUpperCase()} ${path} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(checked.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(gated).toEqual(['POST /api/v1/redemption-requests (PREMIUM_REQUIRED)']);
  });

  it('refuses a JSON body with keys on each write route that takes no body, and accepts {} or none', async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const checked: string[] = [];
    const failures: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const op = ops[method];
        if (!op || op.requestBody) continue;
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValue(op, name));
        const send = (cookie: string) =>
          t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            payload: { [UNKNOWN]: true },
            headers: { origin: t.config.publicUrl, cookie },
          });
        let res = await send(admin);
        if (res.statusCode === 403) res = await send(investor);
        checked.push(`${method.toUpperCase()} ${path}`);
        // RFC 8058's one-click POST reads its own form body (any content type) and ignores the rest.
        if (path === '/api/v1/email/one-click-unsubscribe') continue;
        const named = JSON.stringify(res.json()?.error ?? {}).includes(UNKNOWN);
        if (res.statusCode !== 400 || !named)
          failures.push(`${method.toUpperCase()} ${path} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    // Approvals, deletes, uploads, toggles: every one of them (43 when this was written).
    expect(checked.length).toBeGreaterThan(40);
    expect(checked).toContain('POST /api/v1/admin/kyc/submissions/{id}/approve');
    expect(failures).toEqual([]);

    const revokeOthers = (payload?: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/me/sessions/revoke-others',
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { origin: t.config.publicUrl, cookie: investor },
      });
    expect((await revokeOthers({})).statusCode).toBe(200);
    expect((await revokeOthers()).statusCode).toBe(200);
    const list = await revokeOthers([1]);
    expect(list.statusCode).toBe(400);
    expect(list.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This request takes no body.' });
  });
});
