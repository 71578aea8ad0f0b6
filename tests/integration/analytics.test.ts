import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalyticsIntelligence,
  AnalyticsOverview,
  BusinessIntelligence,
  PredictiveModels,
  ReportSchedule,
  ReportScheduleList,
} from '../../src/contracts/analytics';
import { apiPaths } from '../../src/contracts/api-paths';
import { GROWTH_MIN_BASE } from '../../src/domain/analytics/growth';
import {
  analyticsModelFits,
  auditLog,
  kycSubmissions,
  mailOutbox,
  performanceMetrics,
  revenueTracking,
  userProfiles,
} from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/client';
import { insertUser, signedInUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import { SCHEDULED_REPORTS_QUEUE } from '../../src/server/modules/analytics/scheduled-reports-job';
import { enqueueJob } from '../../src/server/platform/jobs/job-queue';
import { createTestApp, type TestApp } from '../setup/test-app';

const P = apiPaths.analytics;
const WEEK_MS = 7 * 86_400_000;

let t: TestApp;
let adminCookie: string;
let adminName: string;
let adminEmail: string;
let userCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInUser(t, { role: 'admin', name: 'Ada Admin' });
  adminCookie = admin.cookie;
  adminName = admin.user.name;
  adminEmail = admin.user.email;
  userCookie = (await signedInUser(t, { role: 'user' })).cookie;
});
afterAll(() => t.close());

async function json<T>(url: string, cookie = adminCookie): Promise<T> {
  const res = await t.get(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const implementUrl = (id: string) => P.implementRecommendation.replace(':id', id);

/** The Monday 00:00 UTC of the current week (the models use complete weeks before it). */
function thisWeek(): Date {
  const d = new Date();
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
}

async function sumRevenueSince(since: Date | null): Promise<number> {
  const [row] = await queryRows<{ s: string | null }>(
    t.db,
    since
      ? sql`select sum(amount)::text as s from revenue_tracking where created_at >= ${since.toISOString()}::timestamptz`
      : sql`select sum(amount)::text as s from revenue_tracking`,
  );
  return Number(row?.s ?? 0);
}

describe('analytics access', () => {
  it('refuses visitors on every endpoint, and Implement to non-admins', async () => {
    for (const url of [P.overview, P.intelligence, P.businessIntelligence, P.businessIntelligenceCsv, P.predictive])
      expect((await t.get(url)).statusCode, url).toBe(401);
    expect((await t.post(implementUrl('kyc-backlog'), {})).statusCode).toBe(401);
    expect((await t.post(implementUrl('kyc-backlog'), {}, userCookie)).statusCode).toBe(403);
    const investor = await signedInUser(t, { role: 'investor' });
    expect((await t.post(implementUrl('kyc-backlog'), {}, investor.cookie)).statusCode).toBe(403);
    expect((await t.get(`${P.overview}?period=2w`, adminCookie)).statusCode).toBe(400);
    expect((await t.get(`${P.businessIntelligence}?view=hourly`, adminCookie)).statusCode).toBe(400);
  });

  it('is for admins: investors and users get 403 on every analytics endpoint, the server decides', async () => {
    const investor = await signedInUser(t, { role: 'investor' });
    const urls = [
      P.overview,
      P.overviewCsv,
      P.intelligence,
      P.businessIntelligence,
      P.businessIntelligenceCsv,
      P.predictive,
    ];
    for (const cookie of [userCookie, investor.cookie])
      for (const url of urls) expect((await t.get(url, cookie)).statusCode, url).toBe(403);
    for (const url of urls) expect((await t.get(url, adminCookie)).statusCode, url).toBe(200);
  });
});

describe('models fitted by the job on weekly history', () => {
  it('finds the linear trend of a linear revenue history, with its out-of-sample test and cache row', async () => {
    // 20 complete weeks of revenue growing by 50 a week: 1050, 1100, ... 2000.
    const monday = thisWeek();
    const rows = Array.from({ length: 20 }, (_, i) => ({
      revenueType: 'premium_service',
      amount: String(1000 + 50 * (i + 1)),
      netAmount: String(1000 + 50 * (i + 1)),
      createdAt: new Date(monday.getTime() - (20 - i) * WEEK_MS + 2 * 86_400_000),
    }));
    await t.db.insert(revenueTracking).values(rows);
    await t.db.delete(analyticsModelFits);
    await runAllDueJobs(t.app.jobWorker);
    const fits = await t.db.select().from(analyticsModelFits).where(eq(analyticsModelFits.series, 'revenue'));
    expect(fits.map((f) => f.method).sort()).toEqual(['holt', 'linear_trend', 'moving_average']);

    const p = await json<PredictiveModels>(P.predictive);
    const linear = p.models.find((m) => m.series === 'revenue' && m.method === 'linear_trend')!;
    expect(linear.chosen).toBe(true);
    expect(linear.points).toBe(20);
    // Chosen on the validation weeks, scored on the 6 later test weeks: a line continues a line.
    expect(linear.evaluation).toMatchObject({ status: 'evaluated', testWeeks: 6, validationWeeks: 6 });
    expect(linear.evaluation.test!.mase).toBeCloseTo(0, 3);
    expect(linear.evaluation.test!.coverage).toBe(100);
    expect(linear.evaluation.accuracy).toEqual({ label: 'MASE 0.00 · WAPE 0.0%', band: 'green' });
    expect(linear.forecast[0]!.forecast).toBeCloseTo(2050, 2);
    expect(linear.forecast[12]!.forecast).toBeCloseTo(2650, 2);
    // Only series with a tested model count: the all-zero ones (no trades, no staking here) do not.
    expect(p.footer.modelsInUse).toBe(p.models.filter((m) => m.chosen).length);
    expect(p.models.find((m) => m.series === 'staked')?.evaluation.accuracy.label).toBe(
      'Not enough history (series never changes)',
    );
    expect(p.footer.dataPoints).toBeGreaterThanOrEqual(20);
    const trend = p.trends.find((x) => x.metric === 'Revenue')!;
    expect(trend).toMatchObject({ current: 2000, trend: 'increasing', method: 'linear_trend' });
    expect(p.scenarios.map((s) => [s.scenario, s.probability])).toEqual([
      ['Base case', 80],
      ['Downside', 10],
      ['Upside', 10],
    ]);

    const o = await json<AnalyticsOverview>(`${P.overview}?period=all`);
    const revenue = o.kpis.find((k) => k.key === 'revenue')!;
    expect(revenue.value).toBeCloseTo(await sumRevenueSince(null), 2);
    expect(revenue.forecast).toHaveLength(6);
    expect(revenue.forecast[0]).toBeCloseTo(2050, 2);
    // Sum of the next 13 weeks of the line: 13 × 2050 + 50 × (0 + ... + 12) = 30,550.
    expect(o.forecasting.quarters.find((q) => q.metric === 'Revenue')!.total).toBeCloseTo(30_550, 0);
    const thirty = await json<AnalyticsOverview>(`${P.overview}?period=30d`);
    const since = new Date(Date.now() - 30 * 86_400_000);
    expect(thirty.kpis.find((k) => k.key === 'revenue')!.value).toBeCloseTo(await sumRevenueSince(since), 2);
  });
});

describe('overview figures follow what happens', () => {
  it('moves sign-ups, the funnel, revenue and its composition', async () => {
    const before = await json<AnalyticsOverview>(`${P.overview}?period=7d`);
    const a = await insertUser(t.db);
    await insertUser(t.db, { emailVerified: false });
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, a.id));
    await t.db.insert(revenueTracking).values([
      { userId: a.id, revenueType: 'token_purchase', amount: '100.50', netAmount: '99.50' },
      { userId: a.id, revenueType: 'staking_fee', amount: '20.25', netAmount: '20.25' },
    ]);
    const after = await json<AnalyticsOverview>(`${P.overview}?period=7d`);
    const kpi = (o: AnalyticsOverview, k: string) => o.kpis.find((x) => x.key === k)!.value;
    const step = (o: AnalyticsOverview, k: string) => o.funnel.find((x) => x.key === k)!.count;
    const part = (o: AnalyticsOverview, s: string) => o.revenueComposition.find((x) => x.source === s)!.amount;
    expect(kpi(after, 'new_users') - kpi(before, 'new_users')).toBe(2);
    expect(kpi(after, 'purchases') - kpi(before, 'purchases')).toBe(1);
    expect(kpi(after, 'revenue') - kpi(before, 'revenue')).toBeCloseTo(120.75, 2);
    expect(part(after, 'token_sales') - part(before, 'token_sales')).toBeCloseTo(100.5, 2);
    expect(part(after, 'staking_fees') - part(before, 'staking_fees')).toBeCloseTo(20.25, 2);
    expect(step(after, 'signups') - step(before, 'signups')).toBe(2);
    expect(step(after, 'verified') - step(before, 'verified')).toBe(1);
    expect(step(after, 'kyc_approved') - step(before, 'kyc_approved')).toBe(1);
    expect(step(after, 'purchased') - step(before, 'purchased')).toBe(1);
    expect(after.segments.map((s) => s.segment)).toEqual([
      'Accredited Investors',
      'High Net Worth',
      'Premium Investors',
      'Standard Users',
    ]);
    const [people] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from "user" where email not like '%@system.vino.example'`,
    );
    expect(after.segments.reduce((s, x) => s + x.count, 0)).toBe(people!.n);
    const month = new Date().toISOString().slice(0, 7);
    expect(after.cohorts.find((c) => c.cohort === month)!.size).toBeGreaterThanOrEqual(2);
  });
});

describe('overview figures stay comparable', () => {
  it('never shows a funnel step over 100 % of the one before, nor growth over a base under the minimum', async () => {
    // Sign-ups without visits, then one page load reported now: visits are recorded only since today.
    await insertUser(t.db);
    await t.db.insert(performanceMetrics).values({ pageRoute: '/analytics', loadTimeMs: 900 });
    const o = await json<AnalyticsOverview>(`${P.overview}?period=30d`);
    const [since] = await queryRows<{ day: string }>(
      t.db,
      sql`select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD') as day from performance_metrics`,
    );
    expect(new Date(`${since!.day}T23:59:59Z`) > new Date(o.window.from)).toBe(true);
    const [visit, signup, ...rest] = o.funnel;
    expect(visit).toMatchObject({ key: 'visits', conversion: null, note: `visits recorded since ${since!.day}` });
    expect(signup).toMatchObject({
      conversion: null,
      note: `Not a share of visits: visits recorded since ${since!.day}.`,
    });
    for (const s of o.funnel) expect(s.conversion ?? 0).toBeLessThanOrEqual(100);
    expect(rest.every((s) => s.note === null)).toBe(true);

    for (const k of o.kpis) {
      const base = GROWTH_MIN_BASE[k.unit as 'count' | 'usd' | 'vino'];
      if (k.previous < base) {
        expect(k.change).toBeNull();
        expect(k.changeNote?.label).toBe(k.previous === 0 && k.value > 0 ? 'new' : 'n/a');
      } else {
        expect(k.changeNote).toBeNull();
        expect(k.change).toBeCloseTo(((k.value - k.previous) / k.previous) * 100, 1);
      }
    }
  });
});

describe('AI Intelligence recommendations', () => {
  it('raises the KYC backlog rule, and Implement records who and when once', async () => {
    const waiting = await Promise.all(Array.from({ length: 10 }, () => insertUser(t.db)));
    await t.db.insert(kycSubmissions).values(waiting.map((u) => ({ userId: u.id, status: 'pending' as const })));

    const first = await json<AnalyticsIntelligence>(P.intelligence, adminCookie);
    expect(first.canImplement).toBe(true);
    const kyc = first.recommendations.find((r) => r.id === 'kyc-backlog')!;
    expect(kyc).toMatchObject({ category: 'optimization', implemented: false });
    expect(kyc.description).toContain('10 KYC submissions');

    expect((await t.post(implementUrl('kyc-backlog'), {}, adminCookie)).statusCode).toBe(200);
    expect((await t.post(implementUrl('kyc-backlog'), {}, adminCookie)).statusCode).toBe(200);
    expect((await t.post(implementUrl('not-a-rule'), {}, adminCookie)).statusCode).toBe(404);

    const seen = await json<AnalyticsIntelligence>(P.intelligence, adminCookie);
    expect(seen.canImplement).toBe(true);
    const done = seen.recommendations.find((r) => r.id === 'kyc-backlog')!;
    expect(done).toMatchObject({ implemented: true, implementedBy: adminName });
    expect(Date.parse(done.implementedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'analytics.recommendation.implement'), eq(auditLog.entityId, 'kyc-backlog')));
    expect(audits).toHaveLength(1);
    expect(seen.models.length).toBeGreaterThan(0);
  });
});

describe('Business Intelligence', () => {
  it('computes CAC from the acquisition-cost setting and exports the view as CSV', async () => {
    const unset = await json<BusinessIntelligence>(`${P.businessIntelligence}?view=monthly`);
    expect(unset.acquisitionCost.cac).toBeNull();
    expect(unset.bins).toHaveLength(12);
    expect(unset.kpis.map((k) => k.name)).toEqual(['Revenue', 'New Users', 'Conversion Rate', 'Churn Rate']);

    const put = await t.app.inject({
      method: 'PUT',
      url: apiPaths.admin.settings,
      payload: { group: 'analytics', values: { monthlyAcquisitionCostUsd: '900' } },
      headers: { origin: t.config.publicUrl, cookie: adminCookie },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select user_id, min(created_at) f from revenue_tracking
          where revenue_type = 'token_purchase' and user_id is not null group by user_id) x
          where f >= now() - interval '30 days'`,
    );
    const bi = await json<BusinessIntelligence>(`${P.businessIntelligence}?view=monthly`);
    expect(row!.n).toBeGreaterThan(0);
    expect(bi.acquisitionCost.cac).toBeCloseTo(900 / row!.n, 2);
    const standard = bi.segments.find((s) => s.segment === 'Standard Users')!;
    if (standard.ltv !== null) expect(standard.ltvCacRatio).toBeCloseTo(standard.ltv / bi.acquisitionCost.cac!, 1);

    const weekly = await json<BusinessIntelligence>(`${P.businessIntelligence}?view=weekly`);
    // The last complete week holds the history row of 2,000 (premium services).
    expect(weekly.streams.find((s) => s.category === 'Premium services')!.current).toBeCloseTo(2000, 2);

    const csv = await t.get(`${P.businessIntelligenceCsv}?view=monthly`, adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="vino-bi-report-monthly-/);
    expect(csv.body).toContain('KPI,Revenue');
    expect(csv.body).toContain('Customers,Standard Users');
  });
});

describe('unused id guard', () => {
  it('rejects malformed recommendation ids before the rules run', async () => {
    expect((await t.post(implementUrl(`Bad_${randomUUID()}`), {}, adminCookie)).statusCode).toBe(400);
  });
});

describe('Export Report on Analytics Overview', () => {
  it('downloads the period’s figures as CSV and PDF for admins, from the same answer the page shows', async () => {
    expect((await t.get(`${P.overviewCsv}?period=30d`, userCookie)).statusCode).toBe(403);
    expect((await t.get(`${P.overviewPdf}?period=30d`)).statusCode).toBe(401);
    expect((await t.get(`${P.overviewCsv}?period=2w`, adminCookie)).statusCode).toBe(400);

    const o = await json<AnalyticsOverview>(`${P.overview}?period=30d`, adminCookie);
    const csv = await t.get(`${P.overviewCsv}?period=30d`, adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="vino-analytics-overview-30d-.*\.csv"/);
    const revenue = o.kpis.find((k) => k.key === 'revenue')!;
    expect(csv.body).toContain(`KPI,Revenue,${revenue.value},${revenue.previous},`);
    for (const step of o.funnel) expect(csv.body).toContain(`Funnel,${step.label},${step.count},`);

    const pdf = await t.get(`${P.overviewPdf}?period=30d`, adminCookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('Schedule Report on Analytics Overview', () => {
  const DAY_S = 86_400;
  const advance = async (seconds: number) =>
    expect((await t.post(apiPaths.systemClock, { advanceSeconds: seconds }, adminCookie)).statusCode).toBe(200);
  const cancel = (id: string, cookie: string) =>
    t.app.inject({
      method: 'DELETE',
      url: P.reportSchedule.replace(':id', id),
      headers: { origin: t.config.publicUrl, cookie },
    });
  /** The scheduled-reports job as the worker runs it: on the durable queue, reading the app clock. */
  async function runReportsJob() {
    await enqueueJob(t.db, SCHEDULED_REPORTS_QUEUE, {});
    await runAllDueJobs(t.app.jobWorker);
  }
  const reportMails = () =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'scheduled_report')).orderBy(mailOutbox.createdAt);

  it('mails the report to the admin who scheduled it on schedule, lists it, and sends nothing after cancel', async () => {
    const body = { period: '30d', frequency: 'daily', format: 'pdf' };
    expect((await t.post(P.reportSchedules, body, userCookie)).statusCode).toBe(403);
    expect((await t.post(P.reportSchedules, { ...body, frequency: 'hourly' }, adminCookie)).statusCode).toBe(400);
    expect((await t.post(P.reportSchedules, { ...body, to: 'x@example.com' }, adminCookie)).statusCode).toBe(400);

    const created = await t.post(P.reportSchedules, body, adminCookie);
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json<ReportSchedule>();
    expect(schedule).toMatchObject({ period: '30d', frequency: 'daily', format: 'pdf', email: adminEmail });
    const listed = (await t.get(P.reportSchedules, adminCookie)).json<ReportScheduleList>();
    expect(listed.schedules.map((s) => s.id)).toEqual([schedule.id]);
    // Another admin neither sees nor cancels it.
    const other = await signedInUser(t, { role: 'admin' });
    expect((await t.get(P.reportSchedules, other.cookie)).json<ReportScheduleList>().schedules).toEqual([]);
    expect((await cancel(schedule.id, other.cookie)).statusCode).toBe(404);

    // Not due before the day has passed.
    await advance(23 * 3600);
    await runReportsJob();
    expect(await reportMails()).toHaveLength(0);

    // Due after it: one mail to the admin, with the period's figures and the PDF link.
    await advance(3600 + 60);
    await runReportsJob();
    await runReportsJob();
    const mails = await reportMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(adminEmail);
    expect(mails[0]!.subject).toBe('Your daily VINO Analytics Overview (30d)');
    const overview = await json<AnalyticsOverview>(`${P.overview}?period=30d`, adminCookie);
    for (const k of overview.kpis) expect(mails[0]!.text).toContain(k.name);
    expect(mails[0]!.text).toContain(`${P.overviewPdf}?period=30d`);
    const after = (await t.get(P.reportSchedules, adminCookie)).json<ReportScheduleList>().schedules[0]!;
    expect(after.lastSentAt).not.toBeNull();
    expect(Date.parse(after.nextRunAt)).toBe(Date.parse(schedule.nextRunAt) + DAY_S * 1000);

    // The next day: a second mail. Then cancelled: none the day after.
    await advance(DAY_S);
    await runReportsJob();
    expect(await reportMails()).toHaveLength(2);
    expect((await cancel(schedule.id, adminCookie)).statusCode).toBe(200);
    expect((await t.get(P.reportSchedules, adminCookie)).json<ReportScheduleList>().schedules).toEqual([]);
    expect((await cancel(schedule.id, adminCookie)).statusCode).toBe(404);
    await advance(2 * DAY_S);
    await runReportsJob();
    expect(await reportMails()).toHaveLength(2);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, schedule.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'analytics.report_schedule_cancelled',
      'analytics.report_scheduled',
    ]);
  });
});
