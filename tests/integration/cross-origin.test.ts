import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kycSubmissions, userProfiles } from '../../src/server/db/schema';
import { CROSS_ORIGIN_CODE } from '../../src/server/platform/http/cross-origin-guard';
import { goodKycParts } from '../factories/kyc';
import { multipart } from '../factories/multipart';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const MY_PROFILE = '/api/v1/me/profile';
const EVIL = 'https://evil.example';

describe('cross-origin writes with the session cookie', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie, user: { id: userId } } = await signedInUser(t, { role: 'investor' }));
  });
  afterAll(() => t.close());

  const rename = (name: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: MY_PROFILE, payload: { full_name: name }, headers: { cookie, ...headers } });
  const storedName = async () =>
    (await t.db.select().from(userProfiles).where(eq(userProfiles.id, userId)))[0]?.fullName;

  it('refuses a foreign Origin with 403 CROSS_ORIGIN_REQUEST and changes nothing', async () => {
    expect((await rename('Own Name', { origin: t.config.publicUrl })).statusCode).toBe(200);
    for (const headers of <Record<string, string>[]>[
      { origin: EVIL },
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await rename('Forged Name', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe(CROSS_ORIGIN_CODE);
      expect(res.json().error.message).toMatch(/another website/);
    }
    expect(await storedName()).toBe('Own Name');
  });

  it('lets the app’s own origin, its loopback twin and Sec-Fetch-Site same-origin/none through', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: t.config.publicUrl },
      { origin: 'http://127.0.0.1:3000' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' },
      // No browser sends neither header on a write: a script or CLI, which no page can drive.
      {},
    ]) {
      const res = await rename(`Name ${JSON.stringify(headers)}`.slice(0, 60), headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses every write method and a multipart upload from a foreign origin', async () => {
    const { body, contentType } = multipart(goodKycParts());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/kyc/submissions',
      payload: body,
      headers: { cookie, origin: EVIL, 'content-type': contentType },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.code).toBe(CROSS_ORIGIN_CODE);
    expect(await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId))).toHaveLength(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/api-keys',
      payload: { name: 'forged' },
      headers: { cookie, origin: EVIL },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().error.code).toBe(CROSS_ORIGIN_CODE);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me/sessions/00000000-0000-4000-8000-000000000000',
      headers: { cookie, origin: EVIL },
    });
    expect(revoked.json().error.code).toBe(CROSS_ORIGIN_CODE);
  });

  it('leaves reads, cookie-less writes and API-key requests to their own rules', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie, origin: EVIL } });
    expect(read.statusCode).toBe(200);
    // A public form without a session has no authority to borrow.
    const subscribe = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'cross-origin@example.com' },
      headers: { origin: EVIL },
    });
    expect(subscribe.statusCode).toBeLessThan(300);
    // A bearer key is not sent by the browser on its own: its write is refused as a key, not as CSRF.
    const keyed = await t.app.inject({
      method: 'PATCH',
      url: MY_PROFILE,
      payload: { full_name: 'Key' },
      headers: { origin: EVIL, authorization: `Bearer vino_${'A'.repeat(43)}` },
    });
    expect(keyed.statusCode).toBe(403);
    expect(keyed.json().error.code).not.toBe(CROSS_ORIGIN_CODE);
  });
});
