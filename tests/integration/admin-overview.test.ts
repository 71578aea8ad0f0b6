import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, SystemAlert, SystemAlertDetails } from '../../src/contracts/admin-overview';
import {
  auditLog,
  blogPosts,
  jobs,
  kycSubmissions,
  mailOutbox,
  revenueTracking,
  systemAlerts,
  tokenSupplyEvents,
  wineAssets,
} from '../../src/server/db/schema';
import { EVENT_WRITE_INTERVAL_MS } from '../../src/domain/admin/system-alert-rules';
import { SystemAlertService } from '../../src/server/modules/admin/system-alerts-service';
import { enqueueJob } from '../../src/server/platform/jobs/job-queue';
import { submitKyc } from '../factories/kyc';
import { runAllDueJobs } from '../factories/jobs';
import { insertUser, signIn, signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInUser(t, { role: 'admin' });
  adminCookie = admin.cookie;
  adminId = admin.user.id;
});
afterAll(() => t.close());

async function overview(): Promise<AdminOverview> {
  const res = await t.get('/api/v1/admin/overview', adminCookie);
  expect(res.statusCode).toBe(200);
  return res.json<AdminOverview>();
}

async function openAlerts(rule: string): Promise<SystemAlert[]> {
  const res = await t.get('/api/v1/admin/alerts?status=open', adminCookie);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: SystemAlert[] }>().items.filter((a) => a.rule === rule);
}

const evaluate = () => t.app.adminOverview.alerts.evaluateScheduledRules();
const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

describe('admin overview figures', () => {
  it('moves every figure with the data behind it', async () => {
    const before = await overview();
    expect(before.signups.daily_signups).toHaveLength(7);
    expect(before.signups.daily_signups.at(-1)!.date).toBe(today());

    // A sign-up, a large purchase, a small fee, a KYC submission, a draft and an appraisal due soon.
    const newcomer = await insertUser(t.db, { role: 'investor', email: 'newcomer@example.com' });
    await t.db.insert(revenueTracking).values([
      { userId: newcomer.id, revenueType: 'token_purchase', amount: '12500.00', netAmount: '12375.00' },
      { userId: newcomer.id, revenueType: 'trading_fee', amount: '2500.00', netAmount: '2500.00' },
    ]);
    expect((await submitKyc(t, await signIn(t, newcomer))).statusCode).toBe(201);
    await t.db.insert(blogPosts).values({
      slug: 'overview-draft',
      title: 'Draft',
      excerpt: 'x',
      content: '<p>x</p>',
      author: 'VINO',
      category: 'Investment',
      status: 'draft',
      readTimeMinutes: 1,
      image: '/x.jpg',
    });
    const [asset] = await t.db
      .select({ id: wineAssets.id })
      .from(wineAssets)
      .where(sql`${wineAssets.nextAppraisal} is null or ${wineAssets.nextAppraisal} > current_date + 30`)
      .limit(1);
    await t.db
      .update(wineAssets)
      .set({ nextAppraisal: daysFromNow(10) })
      .where(eq(wineAssets.id, asset!.id));

    const after = await overview();
    expect(after.stats.total_users).toBe(before.stats.total_users + 1);
    expect(after.stats.newUsersToday).toBe(before.stats.newUsersToday + 1);
    expect(Number(after.stats.total_revenue) - Number(before.stats.total_revenue)).toBe(15_000);
    expect(Number(after.stats.revenue_24h) - Number(before.stats.revenue_24h)).toBe(15_000);
    // Transactions are token purchases and trades (the metrics catalogue); a fee row is not one.
    expect(after.stats.total_transactions).toBe(before.stats.total_transactions + 1);
    expect(after.signups.daily_signups.at(-1)!.new_signups).toBe(before.signups.daily_signups.at(-1)!.new_signups + 1);
    expect(after.quickTiles.pendingKyc).toBe(before.quickTiles.pendingKyc + 1);
    expect(after.quickTiles.contentReview).toBe(before.quickTiles.contentReview + 1);
    expect(after.quickTiles.appraisalsDue).toBe(before.quickTiles.appraisalsDue + 1);
    expect(Number(after.stats.total_wine_value)).toBeGreaterThan(0);

    // Revenue distribution from the rows: the two sources with their shares.
    const byType = Object.fromEntries(after.revenueDistribution.map((r) => [r.source, r]));
    expect(byType['token_purchase']).toMatchObject({ amount: '12500.00' });
    expect(byType['trading_fee']).toMatchObject({ amount: '2500.00' });
    const total = after.revenueDistribution.reduce((s, r) => s + Number(r.amount), 0);
    expect(Number(byType['token_purchase']!.percentage)).toBeCloseTo((12_500 / total) * 100, 1);

    // Recent activity: the large transaction (not the small one), the sign-up, the KYC submission.
    const types = after.recentActivity.map((a) => `${a.type}:${a.userId}`);
    expect(types).toContain(`user_registration:${newcomer.id}`);
    expect(types).toContain(`kyc_submission:${newcomer.id}`);
    const large = after.recentActivity.filter((a) => a.type === 'large_transaction');
    expect(large).toHaveLength(1);
    expect(large[0]).toMatchObject({ value: '12500.00', userId: newcomer.id });
    const stamps = after.recentActivity.map((a) => a.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });
});

describe('system alert rules raise once per condition', () => {
  it('the scheduled rules run as a job that chains its next run', async () => {
    const pendingRuns = () =>
      t.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.queue, 'admin.alert-rules'), eq(jobs.status, 'pending')));
    expect((await pendingRuns()).length).toBeGreaterThanOrEqual(1);
    await runAllDueJobs(t.app.jobWorker);
    const [completed] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.queue, 'admin.alert-rules'), eq(jobs.status, 'completed')));
    expect(completed!.n).toBeGreaterThanOrEqual(1);
    const next = await pendingRuns();
    expect(next.some((j) => j.runAt.getTime() > Date.now())).toBe(true);
  });

  it('failed jobs: the worker event raises one alert; more failures only count', async () => {
    t.app.jobWorker.register('test.always-fails', async () => {
      throw new Error('boom');
    });
    await enqueueJob(t.db, 'test.always-fails', { n: 1 }, { maxAttempts: 1 });
    await enqueueJob(t.db, 'test.always-fails', { n: 2 }, { maxAttempts: 1 });
    await runAllDueJobs(t.app.jobWorker);
    await evaluate();
    const alerts = (await openAlerts('failed_jobs')).filter((a) => a.message.includes('test.always-fails'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.occurrences).toBeGreaterThanOrEqual(2);
    expect(alerts[0]).toMatchObject({ type: 'system', severity: 'high', resolved: false });
    const failed = await t.db.select().from(jobs).where(eq(jobs.queue, 'test.always-fails'));
    expect(failed.every((j) => j.status === 'failed')).toBe(true);
  });

  it('undelivered outgoing mail', async () => {
    await t.db.insert(mailOutbox).values({
      to: 'someone@example.com',
      from: 'VINO <no-reply@vino.example>',
      subject: 'Hello',
      text: 'x',
      html: 'x',
      template: 'welcome',
      transport: 'smtp',
      status: 'queued',
      error: 'connect ECONNREFUSED',
    });
    await evaluate();
    await evaluate();
    const alerts = await openAlerts('mail_delivery');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toContain('could not be delivered');
  });

  it('payment webhook failures (signature refused)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/webhook',
        payload: JSON.stringify({ id: `evt_${i}`, type: 'payment_intent.succeeded' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
    const alerts = await openAlerts('payment_webhook');
    expect(alerts).toHaveLength(1);
    // The second failure within EVENT_WRITE_INTERVAL_MS is counted in memory, written with the next.
    expect(alerts[0]).toMatchObject({ type: 'system', severity: 'high', occurrences: 1 });
  });

  it('KYC submissions waiting over 48 h', async () => {
    const waiting = await signedInUser(t, { role: 'user', name: 'Waiting Walter' });
    const submitted = await submitKyc(t, waiting.cookie);
    expect(submitted.statusCode).toBe(201);
    // Submitted 49 h ago: over the 48 h limit.
    await t.db
      .update(kycSubmissions)
      .set({ submittedAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(kycSubmissions.id, submitted.json<{ id: string }>().id));
    await evaluate();
    await evaluate();
    const alerts = await openAlerts('kyc_waiting');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'compliance', severity: 'high' });
    const details = (await t.get(`/api/v1/admin/alerts/${alerts[0]!.id}`, adminCookie)).json<SystemAlertDetails>();
    expect(details.facts.map((f) => f.label)).toContain('Waiting Walter');
  });

  it('appraisals overdue', async () => {
    const [asset] = await t.db.select({ id: wineAssets.id }).from(wineAssets).limit(1);
    await t.db
      .update(wineAssets)
      .set({ nextAppraisal: daysFromNow(-3) })
      .where(eq(wineAssets.id, asset!.id));
    await evaluate();
    await evaluate();
    const alerts = await openAlerts('appraisals_overdue');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'compliance', severity: 'medium' });
  });

  it('backing ratio under 100 %', async () => {
    expect(await openAlerts('backing_ratio')).toHaveLength(0);
    await t.db.insert(tokenSupplyEvents).values({ kind: 'mint', amount: '10000000', reason: 'Test mint' });
    await evaluate();
    await evaluate();
    const alerts = await openAlerts('backing_ratio');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'compliance', severity: 'critical' });
    expect(alerts[0]!.message).toMatch(/^Backing ratio is \d+\.\d%, under 100%$/);
  });

  it('a burst of failed sign-ins: the throttle refusing five addresses', async () => {
    const victim = await insertUser(t.db, { role: 'investor' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      payload: { group: 'security', values: { maxLoginAttempts: 1 } },
      headers: { cookie: adminCookie },
    });
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: victim.email, password: 'wrong-password-123' },
        headers: { origin: t.config.publicUrl },
        remoteAddress: ip,
      });
    for (let i = 1; i <= 6; i++) {
      const ip = `203.0.113.${i}`;
      expect((await attempt(ip)).statusCode).toBe(401);
      expect((await attempt(ip)).statusCode).toBe(429);
      if (i === 4) expect(await openAlerts('sign_in_burst')).toHaveLength(0);
    }
    const alerts = await openAlerts('sign_in_burst');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'security', severity: 'high' });
    expect(alerts[0]!.message).toContain('refused 5 addresses');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      payload: { group: 'security', values: { maxLoginAttempts: 5 } },
      headers: { cookie: adminCookie },
    });
  });

  it('an admin signing in from a new address (the first sign-in is the baseline)', async () => {
    const admin = await insertUser(t.db, { role: 'admin', email: 'roaming-admin@example.com' });
    const signInFrom = async (ip: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: admin.email, password: admin.password },
        headers: { origin: t.config.publicUrl },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    };
    const mine = async () =>
      (await openAlerts('admin_new_address')).filter((a) => a.message.includes('roaming-admin@example.com'));
    await signInFrom('198.51.100.1');
    await signInFrom('198.51.100.1');
    expect(await mine()).toHaveLength(0);
    await signInFrom('198.51.100.2');
    await signInFrom('198.51.100.2');
    const alerts = await mine();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'security', severity: 'medium' });
    expect(alerts[0]!.message).toContain('198.51.100.2');
    // An investor signing in from anywhere raises nothing.
    const investor = await insertUser(t.db, { role: 'investor' });
    await t.post('/api/auth/sign-in/email', { email: investor.email, password: investor.password });
    expect((await openAlerts('admin_new_address')).filter((a) => a.message.includes(investor.email))).toHaveLength(0);
  });

  it('event rules write at most once per interval and add what they counted meanwhile', async () => {
    let now = Date.now();
    const silent = { error: () => undefined, warn: () => undefined };
    const service = new SystemAlertService(t.db, silent, () => new Date(now));
    const fail = () => service.onWebhookFailure({ provider: 'flood-test', status: 500, requestId: 'r', path: '/x' });
    for (let i = 0; i < 10; i++) await fail();
    const count = async () =>
      (await t.db.select().from(systemAlerts).where(eq(systemAlerts.dedupKey, 'payment-webhook:flood-test'))).map(
        (a) => a.occurrences,
      );
    expect(await count()).toEqual([1]);
    now += EVENT_WRITE_INTERVAL_MS;
    await fail();
    expect(await count()).toEqual([11]);
    const [alert] = await openAlerts('payment_webhook').then((a) => a.filter((x) => x.message.includes('flood-test')));
    expect(alert).toMatchObject({ severity: 'critical' });
  });

  it('the open-alert index refuses a second open row for one condition', async () => {
    const row = {
      type: 'system' as const,
      severity: 'low' as const,
      message: 'x',
      rule: 'test',
      dedupKey: 'test:unique',
    };
    await t.db.insert(systemAlerts).values(row);
    await expect(t.db.insert(systemAlerts).values(row)).rejects.toThrow();
    await t.db
      .update(systemAlerts)
      .set({ resolved: true, resolvedAt: new Date() })
      .where(eq(systemAlerts.dedupKey, 'test:unique'));
    await t.db.insert(systemAlerts).values(row);
    await t.db.delete(systemAlerts).where(eq(systemAlerts.dedupKey, 'test:unique'));
  });
});

describe('resolve and details', () => {
  it('details name what raised it and link to the thing concerned', async () => {
    const [alert] = await openAlerts('backing_ratio');
    const res = await t.get(`/api/v1/admin/alerts/${alert!.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    const details = res.json<SystemAlertDetails>();
    expect(details.ruleDescription).toContain('backing ratio under 100%');
    expect(details.facts.map((f) => f.label)).toEqual(['Backing ratio', 'Reserve value (USD)', 'VINO in circulation']);
    expect(details.links).toContainEqual({ label: 'Wine Assets', href: '/admin?tab=wine-assets' });
    expect((await t.get('/api/v1/admin/alerts/00000000-0000-4000-8000-000000000000', adminCookie)).statusCode).toBe(
      404,
    );
  });

  it('persists who resolved it and when, audits it, and does not raise it again at the next round', async () => {
    const [alert] = await openAlerts('backing_ratio');
    const res = await t.post(`/api/v1/admin/alerts/${alert!.id}/resolve`, {}, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<SystemAlert>()).toMatchObject({ id: alert!.id, resolved: true, resolvedBy: adminId });
    expect(res.json<SystemAlert>().resolvedAt).not.toBeNull();

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'system_alert.resolve'), eq(auditLog.entityId, alert!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: adminId, entityType: 'system_alert' });

    const again = await t.post(`/api/v1/admin/alerts/${alert!.id}/resolve`, {}, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This alert has already been resolved.');

    // The ratio is still under 100 %, but the admin just resolved it: quiet for 24 h.
    await evaluate();
    expect(await openAlerts('backing_ratio')).toHaveLength(0);
    const resolved = (await t.get('/api/v1/admin/alerts?status=resolved', adminCookie)).json<{
      items: SystemAlert[];
    }>();
    expect(resolved.items.map((a) => a.id)).toContain(alert!.id);

    // Failed sign-ins make a brute-force threat in the Security Center.
    const target = await insertUser(t.db, { email: 'tile-target@example.com' });
    for (let i = 0; i < 6; i++)
      await t.post('/api/auth/sign-in/email', { email: target.email, password: 'wrong-password-123' });

    // The overview lists open alerts only and counts them.
    const o = await overview();
    expect(o.alerts.map((a) => a.id)).not.toContain(alert!.id);
    expect(o.stats.systemAlerts).toBe(o.alerts.length);
    // The Security Scans tile counts the Security Center's open threats: one source for both screens.
    const security = (await t.get('/api/v1/admin/enterprise/security', adminCookie)).json<{
      threats: { resolved: boolean }[];
    }>();
    expect(o.quickTiles.securityScans).toBe(security.threats.filter((x) => !x.resolved).length);
    expect(o.quickTiles.securityScans).toBeGreaterThanOrEqual(1);
    expect(o.recentActivity.some((a) => a.type === 'system_alert')).toBe(true);
  });
});
