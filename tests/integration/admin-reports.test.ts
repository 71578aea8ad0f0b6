import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../src/contracts/admin-overview';
import { apiPaths } from '../../src/contracts/api-paths';
import type { PaymentIntentResponse } from '../../src/contracts/payments';
import type { AdminReport } from '../../src/contracts/reports';
import { csvLine } from '../../src/domain/csv';
import { userActivities, userProfiles } from '../../src/server/db/schema';
import { getAdminReport } from '../../src/server/modules/reports/get-admin-report';
import { renderReportPdf } from '../../src/server/modules/reports/render-report-pdf';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const P = apiPaths.payments;
const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

async function report(query = 'period=7d&type=overview'): Promise<AdminReport> {
  const res = await t.get(`${apiPaths.admin.reports}?${query}`, adminCookie);
  expect(res.statusCode).toBe(200);
  return res.json<AdminReport>();
}

const source = (r: AdminReport, s: string) => Number(r.revenueBreakdown.find((b) => b.source === s)!.amount);

async function approvedUser(overrides: { role?: 'user' | 'investor' } = {}) {
  const u = await signedInUser(t, overrides);
  await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, u.user.id));
  return u;
}

/** A card purchase through the sandbox provider, as the buy page makes it. */
async function buyTokens(cookie: string, amount: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: P.forProvider(P.createPaymentIntent, 'sandbox'),
    payload: { amount, paymentMethod: 'card' },
    headers: { origin: t.config.publicUrl, cookie },
  });
  expect(created.statusCode, created.body).toBe(200);
  const intent = created.json<PaymentIntentResponse>();
  const confirmed = await t.post(
    P.sandboxConfirmPayment,
    { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card: SUCCESS_CARD },
    cookie,
  );
  expect(confirmed.json().status).toBe('succeeded');
  return intent;
}

describe('analytics report figures', () => {
  it('moves users, conversion, token sales and trading fees with what happens through the API', async () => {
    const before = await report();
    expect(before.userGrowth).toHaveLength(7);

    const buyer = await approvedUser();
    const intent = await buyTokens(buyer.cookie, 250_000);
    const seller = await approvedUser();
    await fundUser(t.db, seller.user.id, { VINO: '1000' });
    await fundUser(t.db, buyer.user.id, { USD: '1000' });
    expect((await placeOrderRequest(t, seller.cookie, { side: 'sell', amount: '100', price: '1' })).statusCode).toBe(
      201,
    );
    expect((await placeOrderRequest(t, buyer.cookie, { side: 'buy', amount: '100', price: '1' })).statusCode).toBe(201);

    const after = await report();
    expect(after.kpis.newUsers - before.kpis.newUsers).toBe(2);
    expect(after.kpis.totalUsers - before.kpis.totalUsers).toBe(2);
    expect(after.userGrowth.at(-1)!.newUsers - before.userGrowth.at(-1)!.newUsers).toBe(2);
    // The purchase's amount (what the buyer paid) is a token sale; 0.1 % of each side of the trade is a fee.
    expect(source(after, 'token_sales') - source(before, 'token_sales')).toBeCloseTo(intent.amount / 100, 2);
    expect(source(after, 'trading_fees') - source(before, 'trading_fees')).toBeCloseTo(0.2, 2);
    expect(Number(after.kpis.revenue) - Number(before.kpis.revenue)).toBeCloseTo(intent.amount / 100 + 0.2, 2);
    expect(after.kpis.buyers - before.kpis.buyers).toBe(1);
    expect(after.userGrowth.at(-1)!.converted - before.userGrowth.at(-1)!.converted).toBe(1);
    expect(after.performanceMetrics.activeUsers).toBeGreaterThanOrEqual(before.performanceMetrics.activeUsers + 2);
    const sum = after.revenueBreakdown.reduce((s, b) => s + Number(b.amount), 0);
    expect(sum).toBeCloseTo(Number(after.kpis.revenue), 2);
    expect(after.summary.join(' ')).toContain(
      `taking the user base to ${after.kpis.totalUsers.toLocaleString('en-US')}`,
    );
  });

  it('counts sign-ups per day exactly as the admin overview does', async () => {
    const [r, overview] = await Promise.all([
      report(),
      t.get(apiPaths.admin.overview, adminCookie).then((res) => res.json<AdminOverview>()),
    ]);
    expect(r.userGrowth.map((b) => b.newUsers)).toEqual(overview.signups.daily_signups.map((d) => d.new_signups));
    expect(r.kpis.totalUsers).toBe(overview.stats.total_users);
  });

  it('computes churn from activity in the previous and the current window', async () => {
    const now = new Date();
    const before = await getAdminReport(t.db, { period: '7d', type: 'performance' }, now);
    const lapsed = await signedInUser(t);
    // Signed in 10 days ago (previous 7-day window) only; its session of today is moved back too.
    const tenDaysAgo = new Date(now.getTime() - 10 * 86_400_000);
    await t.db.execute(
      `update session set created_at = '${tenDaysAgo.toISOString()}', updated_at = '${tenDaysAgo.toISOString()}' where user_id = '${lapsed.user.id}'`,
    );
    await t.db
      .insert(userActivities)
      .values({ userId: lapsed.user.id, activityType: 'sign_in', createdAt: tenDaysAgo });
    const lapsedReport = await getAdminReport(t.db, { period: '7d', type: 'performance' }, now);
    expect(lapsedReport.kpis.previouslyActive - before.kpis.previouslyActive).toBe(1);
    expect(lapsedReport.kpis.churned - before.kpis.churned).toBe(1);

    await t.db.insert(userActivities).values({ userId: lapsed.user.id, activityType: 'sign_in', createdAt: now });
    const back = await getAdminReport(t.db, { period: '7d', type: 'performance' }, new Date(now.getTime() + 1000));
    expect(back.kpis.churned).toBe(before.kpis.churned);
    const churnRow = back.table.rows.find((r) => r[0] === 'Churn rate')!;
    expect(churnRow[2]).toBe('under 8%');
  });

  it('refuses an unknown period or type with field messages', async () => {
    const res = await t.get(`${apiPaths.admin.reports}?period=2w&type=overview`, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain('period');
  });
});

describe('report exports', () => {
  it('writes the CSV rows of the report table', async () => {
    for (const type of ['financial', 'user', 'performance'] as const) {
      const r = await report(`period=30d&type=${type}`);
      const res = await t.get(`${apiPaths.admin.reportsCsv}?period=30d&type=${type}`, adminCookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename="vino-${type}-report-30d-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      expect(res.body).toBe(
        [csvLine(r.table.columns.map((c) => c.label)), ...r.table.rows.map((row) => csvLine(row))].join(''),
      );
      expect(res.body.split('\r\n').length - 2).toBe(r.table.rows.length);
    }
  });

  it('renders a PDF carrying the report title, with the tables written out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.admin.reportsPdf}?period=30d&type=financial`,
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The info dictionary is never compressed: its Title is the report's title.
    expect(pdf.toString('latin1')).toContain('(VINO Financial Report, Last 30 days)');

    // Uncompressed, the drawn text can be read back: headings and a table header.
    const plain = (await renderReportPdf(await report('period=30d&type=financial'), { compress: false })).toString(
      'latin1',
    );
    const lines = drawnText(plain);
    for (const text of ['Revenue distribution', 'Detailed table', 'Token sales (USD)', 'Executive summary'])
      expect(lines).toContain(text);
  });
});

/** The text of each TJ operator: pdfkit writes standard-font text as hex strings split at kerning pairs. */
function drawnText(pdf: string): string[] {
  return [...pdf.matchAll(/\[([^\]]*)\] TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
  );
}
