import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, userProfiles } from '../../src/server/db/schema';
import { updateAdminUser } from '../../src/server/modules/admin/update-admin-user';
import { insertUser, signedInUser, type TestUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const USERS = '/api/v1/admin/users';

async function insertPurchase(
  t: TestApp,
  userId: string,
  amount: string,
  status: 'succeeded' | 'failed' = 'succeeded',
) {
  await t.db.insert(payments).values({
    userId,
    provider: 'sandbox',
    kind: 'token_purchase',
    product: 'VINO',
    description: 'VINO token purchase',
    amount,
    paymentMethod: 'card',
    status,
    netAmount: amount,
  });
}

function patch(t: TestApp, id: string, body: unknown, cookie: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `${USERS}/${id}`,
    payload: body as object,
    headers: { cookie, origin: t.config.publicUrl },
  });
}

/** Inserts `count` users named "Bulk NNNNN" with one shared registration time (ties broken by id). */
async function insertBulkUsers(t: TestApp, count: number, prefix: string) {
  await t.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select ${prefix} || lpad(g::text, 5, '0'), 'Bulk ' || lpad(g::text, 5, '0'),
           ${prefix} || lpad(g::text, 5, '0') || '@bulk.example', true
    from generate_series(1, ${count}) g`);
  await t.db.execute(sql`
    insert into user_profiles (id, email, full_name, role, kyc_status, created_at)
    select ${prefix} || lpad(g::text, 5, '0'), ${prefix} || lpad(g::text, 5, '0') || '@bulk.example',
           'Bulk ' || lpad(g::text, 5, '0'), 'user', 'pending', '2026-01-01T00:00:00Z'
    from generate_series(1, ${count}) g`);
}

describe('admin user management API', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminCookie: string;
  let investorCookie: string;
  const people: Record<string, TestUser> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ({ user: admin, cookie: adminCookie } = await signedInUser(t, { role: 'admin', name: 'Ada Admin' }));
    ({ cookie: investorCookie } = await signedInUser(t, { role: 'investor', name: 'Ivy Investor' }));
    const specs = [
      ['alice', 'Alice Xylander', 'alice.x@example.com', 'investor', 'approved'],
      ['bob', 'Bob Xylo', 'bob.x@example.com', 'user', 'pending'],
      ['carol', 'Carol Quartz', 'xy-carol@example.com', 'user', 'rejected'],
      ['dave', 'Dave Xylander', 'dave.x@example.com', 'admin', 'approved'],
      ['percent', 'Percy 100%', 'percy@example.com', 'user', 'not_started'],
    ] as const;
    for (const [key, name, email, role, kyc] of specs) {
      people[key] = await insertUser(t.db, { name, email, role });
      await t.db.update(userProfiles).set({ kycStatus: kyc }).where(eq(userProfiles.id, people[key]!.id));
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.get(`${USERS}?${query}`, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { email: string; fullName: string; role: string }[]; total: number };
  };

  it('lists an account and exports it in users.csv from sign-up on, before it ever loads its profile', async () => {
    // First in the file: the bulk tests below create more accounts today than maxUsersPerDay allows.
    const email = 'newcomer.signup@example.com';
    const signUp = await t.post('/api/auth/sign-up/email', {
      name: 'Nina Newcomer',
      email,
      password: 'a-long-password-1',
    });
    expect(signUp.statusCode).toBe(200);
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.email, email));
    expect(profile).toMatchObject({ fullName: 'Nina Newcomer', role: 'user', kycStatus: 'not_started' });
    const list = await t.get(`${USERS}?q=newcomer.signup`, adminCookie);
    expect(list.json().items.map((u: { email: string }) => u.email)).toEqual([email]);
    const csv = await t.get(`${USERS}.csv?q=newcomer.signup`, adminCookie);
    expect(csv.body).toContain(email);
    expect(csv.body).toContain('Nina Newcomer');
  });

  it('refuses visitors (401) and investors (403) on every route', async () => {
    for (const url of [USERS, `${USERS}/${admin.id}`, '/api/v1/admin/users.csv', '/api/v1/admin/investors']) {
      expect((await t.get(url)).statusCode).toBe(401);
      expect((await t.get(url, investorCookie)).statusCode).toBe(403);
    }
    expect((await patch(t, admin.id, { role: 'user' }, investorCookie)).statusCode).toBe(403);
  });

  it('searches by name, surname or e-mail prefix, case-insensitively', async () => {
    const bySurname = await list('q=XYLAND&sort=name&order=asc');
    expect(bySurname.items.map((u) => u.fullName)).toEqual(['Alice Xylander', 'Dave Xylander']);
    const byPrefix = await list('q=xy&sort=email&order=asc');
    // Surnames Xylander/Xylo and the e-mail xy-carol@...
    expect(byPrefix.items.map((u) => u.email)).toEqual([
      'alice.x@example.com',
      'bob.x@example.com',
      'dave.x@example.com',
      'xy-carol@example.com',
    ]);
    expect((await list('q=bob.x@')).items.map((u) => u.fullName)).toEqual(['Bob Xylo']);
    // LIKE metacharacters match themselves: "%" does not list everyone.
    expect((await list(`q=${encodeURIComponent('percy 100%')}`)).items.map((u) => u.fullName)).toEqual(['Percy 100%']);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('filters by role and KYC status, sorts and pages', async () => {
    expect((await list('q=xy&role=admin')).items.map((u) => u.fullName)).toEqual(['Dave Xylander']);
    expect((await list('q=xy&kycStatus=pending')).items.map((u) => u.fullName)).toEqual(['Bob Xylo']);
    expect((await list('q=xy&role=user&kycStatus=rejected')).items.map((u) => u.fullName)).toEqual(['Carol Quartz']);
    const desc = await list('q=xy&sort=name&order=desc');
    expect(desc.items.map((u) => u.fullName)).toEqual(['Dave Xylander', 'Carol Quartz', 'Bob Xylo', 'Alice Xylander']);
    const page2 = await list('q=xy&sort=name&order=asc&page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((u) => u.fullName)).toEqual(['Dave Xylander']);
    const everyone = await list('pageSize=100');
    expect(everyone.total).toBeGreaterThanOrEqual(7);
    expect((await t.get(`${USERS}?pageSize=101`, adminCookie)).statusCode).toBe(400);
    expect((await t.get(`${USERS}?role=superuser`, adminCookie)).statusCode).toBe(400);
  });

  it('shows the detail: profile, balances, orders, payments, sessions and audit trail', async () => {
    await insertPurchase(t, people.alice!.id, '1250.00');
    const res = await t.get(`${USERS}/${admin.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.user).toMatchObject({ id: admin.id, role: 'admin', fullName: 'Ada Admin', emailVerified: true });
    expect(detail.user.lastLogin).not.toBeNull();
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
    const alice = (await t.get(`${USERS}/${people.alice!.id}`, adminCookie)).json();
    expect(alice.user.totalInvestment).toBe('1250.00');
    expect(alice.payments).toHaveLength(1);
    expect(alice.payments[0]).toMatchObject({ amount: '1250.00', status: 'succeeded' });
    expect(Array.isArray(alice.balances) && Array.isArray(alice.orders)).toBe(true);
    expect((await t.get(`${USERS}/nope`, adminCookie)).statusCode).toBe(404);
  });

  it('saves role, KYC and investor status with an audit row holding before and after', async () => {
    const bob = people.bob!;
    const res = await patch(
      t,
      bob.id,
      { role: 'investor', kycStatus: 'approved', investorStatus: 'verified' },
      adminCookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'investor', kycStatus: 'approved', investorStatus: 'verified' });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, bob.id));
    const row = rows.find((r) => r.action === 'admin.user.update');
    expect(row).toMatchObject({ actorUserId: admin.id, entityType: 'user_profile' });
    expect(row!.data).toEqual({
      before: { role: 'user', kycStatus: 'pending', investorStatus: 'none' },
      after: { role: 'investor', kycStatus: 'approved', investorStatus: 'verified' },
    });
    // The account's audit trail in the detail shows it, with the actor.
    const detail = (await t.get(`${USERS}/${bob.id}`, adminCookie)).json();
    expect(detail.auditTrail[0]).toMatchObject({ action: 'admin.user.update', actorEmail: admin.email });
    // Only what changed is recorded; an unchanged save writes nothing.
    await patch(t, bob.id, { role: 'investor', kycStatus: 'rejected' }, adminCookie);
    const again = await t.db.select().from(auditLog).where(eq(auditLog.entityId, bob.id));
    expect(again.filter((r) => r.action === 'admin.user.update').map((r) => r.data)).toContainEqual({
      before: { kycStatus: 'approved' },
      after: { kycStatus: 'rejected' },
    });
    const count = again.length;
    await patch(t, bob.id, { kycStatus: 'rejected' }, adminCookie);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, bob.id))).toHaveLength(count);
  });

  it('validates the body with field messages', async () => {
    const bad = await patch(t, people.carol!.id, { role: 'root' }, adminCookie);
    expect(bad.statusCode).toBe(400);
    expect((await patch(t, people.carol!.id, {}, adminCookie)).statusCode).toBe(400);
    expect((await patch(t, people.carol!.id, { email: 'x@y.z' }, adminCookie)).statusCode).toBe(400);
    expect((await patch(t, 'nope', { role: 'user' }, adminCookie)).statusCode).toBe(404);
  });

  it('refuses an admin removing their own admin role', async () => {
    const res = await patch(t, admin.id, { role: 'investor' }, adminCookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'OWN_ROLE', message: 'You cannot remove your own admin role.' });
    // Their own KYC or investor status may change.
    expect((await patch(t, admin.id, { investorStatus: 'accredited' }, adminCookie)).statusCode).toBe(200);
  });

  it("applies a role change on the user's next request", async () => {
    // Two-factor on: the twoFactorRequired setting keeps admins without it out of the admin API.
    const { user: promoted, cookie } = await signedInUser(t, {
      role: 'investor',
      name: 'Pat Promoted',
      twoFactorEnabled: true,
    });
    expect((await t.get(USERS, cookie)).statusCode).toBe(403);
    expect((await patch(t, promoted.id, { role: 'admin' }, adminCookie)).statusCode).toBe(200);
    expect((await t.get(USERS, cookie)).statusCode).toBe(200);
    expect((await patch(t, promoted.id, { role: 'user' }, adminCookie)).statusCode).toBe(200);
    expect((await t.get(USERS, cookie)).statusCode).toBe(403);
    expect((await t.get('/api/v1/me', cookie)).json().profile.role).toBe('user');
  });

  it('lists the top 5 investors and the high-value ones (above 50 000) from successful purchases', async () => {
    const amounts = [
      ['Top One', ['60000.00']],
      ['Top Two', ['30000.00', '25000.00']],
      ['Top Three', ['50000.00']],
      ['Top Four', ['20000.00']],
      ['Top Five', ['10000.00']],
      ['Top Six', ['500.00']],
    ] as const;
    for (const [name, sums] of amounts) {
      const u = await insertUser(t.db, { name, role: 'investor' });
      for (const amount of sums) await insertPurchase(t, u.id, amount);
      // Failed payments never count.
      await insertPurchase(t, u.id, '900000.00', 'failed');
    }
    const res = await t.get('/api/v1/admin/investors', adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.top.map((i: { fullName: string }) => i.fullName)).toEqual([
      'Top One',
      'Top Two',
      'Top Three',
      'Top Four',
      'Top Five',
    ]);
    expect(body.top[1]).toMatchObject({ totalInvestment: '55000.00', purchases: 2 });
    // Exactly 50 000 is not above the threshold.
    expect(body.highValue.map((i: { fullName: string }) => i.fullName)).toEqual(['Top One', 'Top Two']);
    expect(body).toMatchObject({ highValueCount: 2, highValueThreshold: 50000 });
  });

  it('streams the filtered list as a CSV attachment, formulas defused', async () => {
    await insertUser(t.db, { name: '=HYPERLINK("http://evil")', email: 'xyevil@example.com' });
    const res = await t.get('/api/v1/admin/users.csv?q=xy&sort=email&order=asc', adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,email,fullName,role,investorStatus,kycStatus,registrationDate,lastLogin,totalInvestment,country,riskProfile',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([
      'alice.x@example.com',
      'bob.x@example.com',
      'dave.x@example.com',
      'xy-carol@example.com',
      'xyevil@example.com',
    ]);
    expect(lines[5]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const admins = await t.get('/api/v1/admin/users.csv?role=admin', adminCookie);
    expect(
      admins.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .every((l) => l.split(',')[3] === 'admin'),
    ).toBe(true);
  });

  it('streams every row of a list longer than one batch, in order, once each', async () => {
    await insertBulkUsers(t, 1234, `bulk-${randomUUID().slice(0, 6)}-`);
    // The list counts up to 1 000 matches and says so; the pages go on.
    const counted = await list('q=bulk&sort=name&order=asc&page=50&pageSize=25');
    expect(counted).toMatchObject({ total: 1000, totalIsCapped: true });
    expect(counted.items.map((u) => u.fullName)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Bulk ${String(1226 + i).padStart(5, '0')}`),
    );
    for (const [sort, order] of [
      ['registrationDate', 'desc'],
      ['name', 'asc'],
      ['email', 'desc'],
    ] as const) {
      const res = await t.get(
        `/api/v1/admin/users.csv?q=bulk&kycStatus=pending&sort=${sort}&order=${order}`,
        adminCookie,
      );
      expect(res.statusCode).toBe(200);
      const names = res.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[2]);
      expect(names).toHaveLength(1234);
      expect(new Set(names).size).toBe(1234);
      const sorted = [...names].sort();
      // Ids, names and e-mails share one order; the shared registration time falls back to the id.
      expect(names).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
  });
});

describe('admin guard rails: the last admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never lets the last admin lose the role', async () => {
    const only = await insertUser(t.db, { role: 'admin' });
    await expect(
      updateAdminUser(t.db, {
        actorUserId: 'another-actor',
        targetUserId: only.id,
        changes: { role: 'user' },
        ipAddress: null,
        requestId: null,
        now: new Date(),
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
      message: 'The last admin cannot lose the admin role.',
    });
  });

  it('two admins demoting each other at once leave exactly one admin', async () => {
    const { user: a, cookie: cookieA } = await signedInUser(t, { role: 'admin' });
    const { user: b, cookie: cookieB } = await signedInUser(t, { role: 'admin' });
    // The first test's admin is demoted out of the way so a and b are the only admins.
    await t.db
      .update(userProfiles)
      .set({ role: 'user' })
      .where(sql`${userProfiles.role} = 'admin' and ${userProfiles.id} not in (${a.id}, ${b.id})`);
    const [ra, rb] = await Promise.all([
      patch(t, b.id, { role: 'user' }, cookieA),
      patch(t, a.id, { role: 'user' }, cookieB),
    ]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.db.select().from(userProfiles).where(eq(userProfiles.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
