import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, userProfiles } from '../../src/server/db/schema';
import { insertUser, signIn, signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const ME = '/api/v1/me';
const MY_PROFILE = '/api/v1/me/profile';

function patch(t: TestApp, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: MY_PROFILE,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

async function auditRows(t: TestApp, userId: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user_profile'), eq(auditLog.entityId, userId), eq(auditLog.action, action)));
}

describe('my profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 with the one error shape when nobody is signed in', async () => {
    const me = await t.get(ME);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.', requestId: expect.any(String) },
    });
    const update = await patch(t, { full_name: 'Nobody' });
    expect(update.statusCode).toBe(401);
    expect(update.json().error.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a forged session cookie', async () => {
    const me = await t.get(ME, 'better-auth.session_token=forged.value');
    expect(me.statusCode).toBe(401);
  });

  it('creates the default profile of spec section 3 on first load, once, with an audit row', async () => {
    const u = await insertUser(t.db, { name: 'Fresh Member', withProfile: false });
    const cookie = await signIn(t, u);
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.id, u.id))).toHaveLength(0);

    const res = await t.get(ME, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { user, profile } = res.json();
    expect(user).toEqual({ id: u.id, email: u.email, name: 'Fresh Member', emailVerified: true });
    expect(profile).toEqual({
      id: u.id,
      email: u.email,
      full_name: 'Fresh Member',
      role: 'user',
      investor_status: 'none',
      kyc_status: 'not_started',
      phone: null,
      company: null,
      investment_range: null,
      bio: null,
      investment_goals: [],
      risk_tolerance: 'moderate',
      investment_amount_range: 'starter',
      notification_preferences: ['price-alerts', 'portfolio-updates'],
      onboarding_completed: false,
      dashboard_preferences: { theme: 'dark', compact_mode: false },
      preferences: {},
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(profile.created_at) - Date.now())).toBeLessThan(60_000);

    const created = await auditRows(t, u.id, 'profile.create');
    expect(created).toHaveLength(1);
    expect(created[0]!.actorUserId).toBe(u.id);

    // A second load reads the same row and writes nothing.
    const again = await t.get(ME, cookie);
    expect(again.json().profile).toEqual(profile);
    expect(await auditRows(t, u.id, 'profile.create')).toHaveLength(1);
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.id, u.id))).toHaveLength(1);
  });

  it('loads an existing profile with its stored role', async () => {
    const { user, cookie } = await signedInUser(t, { role: 'investor' });
    const res = await t.get(ME, cookie);
    expect(res.json().profile).toMatchObject({ id: user.id, role: 'investor' });
  });

  it('updates the fields a member may change, and records it in the audit log', async () => {
    const { user, cookie } = await signedInUser(t, {});
    const before = (await t.get(ME, cookie)).json().profile;
    const changes = {
      full_name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      company: 'Analytical Engines Ltd',
      investment_range: '10k-50k',
      bio: 'Collector of Bordeaux.',
      investment_goals: ['long-term-growth', 'diversification'],
      risk_tolerance: 'aggressive',
      investment_amount_range: 'premium',
      notification_preferences: ['price-alerts'],
      onboarding_completed: true,
      dashboard_preferences: { theme: 'light', compact_mode: true },
      preferences: { currency: 'USD', chart: { interval: '1d' } },
    };
    const res = await patch(t, changes, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...changes, role: 'user', kyc_status: 'not_started', email: user.email });
    expect(Date.parse(res.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));

    // Stored, not only echoed.
    expect((await t.get(ME, cookie)).json().profile).toMatchObject(changes);

    const audits = await auditRows(t, user.id, 'profile.update');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: user.id,
      data: { fields: expect.arrayContaining(Object.keys(changes)) },
    });
    expect(audits[0]!.requestId).toBe(res.headers['x-request-id']);
  });

  it('changes only the fields sent and can clear optional ones', async () => {
    const { cookie } = await signedInUser(t, {});
    expect((await patch(t, { company: 'Cellar Co', bio: 'Hello' }, cookie)).statusCode).toBe(200);
    const res = await patch(t, { company: null }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company: null, bio: 'Hello', risk_tolerance: 'moderate' });
  });

  it.each([
    ['role', { role: 'admin' }],
    ['kyc_status', { kyc_status: 'approved' }],
    ['investor_status', { investor_status: 'verified' }],
    ['email', { email: 'someone-else@example.com' }],
  ])('refuses to change %s (unknown to the strict schema) and changes nothing', async (_field, body) => {
    const { user, cookie } = await signedInUser(t, {});
    const res = await patch(t, { full_name: 'Sneaky', ...body }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const [row] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
    expect(row).toMatchObject({
      role: 'user',
      kycStatus: 'not_started',
      investorStatus: 'none',
      email: user.email,
      fullName: user.name,
    });
    expect(await auditRows(t, user.id, 'profile.update')).toHaveLength(0);
  });

  it('validates types and values, naming each bad field', async () => {
    const { cookie } = await signedInUser(t, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ risk_tolerance: 'reckless' }, 'risk_tolerance'],
      [{ onboarding_completed: 'yes' }, 'onboarding_completed'],
      [{ investment_goals: 'growth' }, 'investment_goals'],
      [{ notification_preferences: [1, 2] }, 'notification_preferences.0'],
      [{ dashboard_preferences: { theme: 'neon', compact_mode: false } }, 'dashboard_preferences.theme'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(t, body, cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    const empty = await patch(t, { full_name: '   ' }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ full_name: 'Full name is required' });
  });
});

describe('my profile in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());

  it("approves a new account's KYC by the sandbox check, and says so in the audit log", async () => {
    const u = await insertUser(t.db, { withProfile: false });
    const res = await t.get(ME, await signIn(t, u));
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ kyc_status: 'approved', role: 'user', investor_status: 'none' });
    expect(await auditRows(t, u.id, 'profile.create.sandbox_kyc_approved')).toHaveLength(1);
  });
});

describe('GET /api/v1/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a visitor with 200 and nulls, and a signed-in user with user and profile', async () => {
    const visitor = await t.get('/api/v1/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null, profile: null });
    expect(visitor.headers['cache-control']).toBe('no-store');

    const { user, cookie } = await signedInUser(t, { role: 'investor' });
    const signedIn = (await t.get('/api/v1/session', cookie)).json();
    expect(signedIn.user).toMatchObject({ id: user.id, email: user.email });
    expect(signedIn.profile).toMatchObject({ id: user.id, role: 'investor' });
  });
});
