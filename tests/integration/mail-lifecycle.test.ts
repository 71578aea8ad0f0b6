import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { EmailTemplatePreviews } from '../../src/contracts/email-templates';
import { emailLifecycleMails, emailPreferences, mailOutbox, user, userProfiles } from '../../src/server/db/schema';
import { enqueueJob } from '../../src/server/platform/jobs/job-queue';
import { LIFECYCLE_QUEUE } from '../../src/server/modules/email/lifecycle/lifecycle-job';
import {
  ABANDONED_PURCHASE_DELAY_MS,
  WELCOME_DAY1_DELAY_MS,
  WELCOME_DAY3_DELAY_MS,
} from '../../src/server/modules/email/lifecycle/lifecycle-schedule';
import { enqueueTemplateMail } from '../../src/server/modules/email/lifecycle/template-mail-job';
import { getMarketTicker } from '../../src/server/modules/market/get-market-ticker';
import { checkAllPriceAlerts } from '../../src/server/modules/price-alerts/price-alerts-routes';
import { fundUser, placeOrderRequest } from '../factories/market';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
const templatesTo = async (email: string) => (await mailsTo(email)).map((m) => m.template).sort();

/** Runs the job queue until nothing is due (other modules' recurring jobs share it). */
async function drainJobs() {
  for (let i = 0; i < 6 && (await t.app.jobWorker.runDueJobs()) > 0; i++);
}

/** Moves the app clock on and lets the lifecycle job (on the durable queue) run now. */
async function advanceAndRunLifecycle(ms: number) {
  t.app.clock.advance(ms);
  await enqueueJob(t.db, LIFECYCLE_QUEUE, {});
  await drainJobs();
}

const lifecycleRows = (userId: string) =>
  t.db.select().from(emailLifecycleMails).where(eq(emailLifecycleMails.userId, userId));

async function optIn(email: string, userId: string, categories: Record<string, boolean>) {
  await t.db.insert(emailPreferences).values({ email, userId, categories });
}

async function signUp(email: string) {
  const res = await t.post('/api/auth/sign-up/email', { name: 'Wendy Welcome', email, password: 'a-long-password-1' });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(user).where(eq(user.email, email));
  // Verified as if the link in the verification mail had been opened.
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, row!.id));
  return row!;
}

describe('welcome sequence (operator spec section 9: day 1 after 86,400,000 ms, day 3 after 259,200,000 ms)', () => {
  it('schedules both at sign-up; day 1 goes on time; day 3 is cancelled while marketing is off', async () => {
    const u = await signUp('wendy@example.com');
    const rows = await lifecycleRows(u.id);
    expect(rows.map((r) => [r.kind, r.status, r.dueAt!.getTime() - r.createdAt.getTime()]).sort()).toEqual([
      ['welcome_day1', 'scheduled', expect.closeTo(WELCOME_DAY1_DELAY_MS, -4)],
      ['welcome_day3', 'scheduled', expect.closeTo(WELCOME_DAY3_DELAY_MS, -4)],
    ]);

    await advanceAndRunLifecycle(WELCOME_DAY1_DELAY_MS - 120_000);
    expect(await templatesTo('wendy@example.com')).toEqual(['verify-email']);

    await advanceAndRunLifecycle(180_000);
    const [welcome] = await mailsTo('wendy@example.com');
    expect(welcome).toMatchObject({ template: 'welcome', category: 'transactional' });
    expect(welcome!.text).toContain('Hello Wendy Welcome');
    expect(welcome!.text).toContain('http://localhost:3000/dashboard?tab=verification');

    await advanceAndRunLifecycle(WELCOME_DAY3_DELAY_MS - WELCOME_DAY1_DELAY_MS);
    expect(await templatesTo('wendy@example.com')).toEqual(['verify-email', 'welcome']);
    const day3 = (await lifecycleRows(u.id)).find((r) => r.kind === 'welcome_day3')!;
    expect(day3).toMatchObject({ status: 'cancelled', cancelReason: 'marketing e-mails turned off' });
  });

  it('day 3 goes, with List-Unsubscribe, to a person who turned marketing on, once', async () => {
    const u = await signUp('maya@example.com');
    await optIn('maya@example.com', u.id, { marketing: true });
    await advanceAndRunLifecycle(WELCOME_DAY3_DELAY_MS + 60_000);
    await advanceAndRunLifecycle(60_000);
    const mails = await mailsTo('maya@example.com');
    expect(mails.map((m) => m.template).sort()).toEqual(['verify-email', 'welcome', 'welcome_day3']);
    const day3 = mails.find((m) => m.template === 'welcome_day3')!;
    expect(day3.category).toBe('marketing');
    expect(day3.headers['List-Unsubscribe']).toMatch(/one-click-unsubscribe\?token=.+mailto:unsubscribe@/);
    expect(day3.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(day3.text).toMatch(/unsubscribe\?token=/);
  });
});

describe('abandoned purchase (operator spec section 9: after 1 hour)', () => {
  const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
  const createIntent = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.payments.forProvider(apiPaths.payments.createPaymentIntent, 'sandbox'),
      payload: { amount: 25_000 },
      headers: { origin: t.config.publicUrl, cookie },
    });

  it('mails the unpaid intent after an hour, and cancels the one that was paid', async () => {
    const buyer = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, buyer.user.id));
    await optIn(buyer.user.email, buyer.user.id, { marketing: true });
    const unpaid = await createIntent(buyer.cookie);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    const paid = (await createIntent(buyer.cookie)).json();
    const confirmed = await t.post(
      apiPaths.payments.sandboxConfirmPayment,
      { paymentIntentId: paid.paymentIntentId, clientSecret: paid.clientSecret, card: SUCCESS_CARD },
      buyer.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await drainJobs();
    // Payments has no app clock: the lifecycle job's next run arms the reminders (an hour from then).
    await advanceAndRunLifecycle(0);

    await advanceAndRunLifecycle(ABANDONED_PURCHASE_DELAY_MS - 300_000);
    expect((await mailsTo(buyer.user.email)).some((m) => m.template === 'abandoned_purchase')).toBe(false);

    await advanceAndRunLifecycle(360_000);
    const reminders = (await mailsTo(buyer.user.email)).filter((m) => m.template === 'abandoned_purchase');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('$250.00');
    expect(reminders[0]!.text).toContain('http://localhost:3000/payments');
    const rows = (await lifecycleRows(buyer.user.id)).filter((r) => r.kind === 'abandoned_purchase');
    expect(rows.map((r) => [r.status, r.cancelReason]).sort()).toEqual([
      ['cancelled', 'payment succeeded'],
      ['sent', null],
    ]);
  });

  it('is cancelled when the person unsubscribed from all before the hour was up', async () => {
    const buyer = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, buyer.user.id));
    await optIn(buyer.user.email, buyer.user.id, { marketing: true });
    expect((await createIntent(buyer.cookie)).statusCode).toBe(200);
    await advanceAndRunLifecycle(0);
    await t.db
      .update(emailPreferences)
      .set({ unsubscribedAt: new Date() })
      .where(eq(emailPreferences.email, buyer.user.email));
    await advanceAndRunLifecycle(ABANDONED_PURCHASE_DELAY_MS + 60_000);
    expect((await mailsTo(buyer.user.email)).some((m) => m.template === 'abandoned_purchase')).toBe(false);
    const [row] = (await lifecycleRows(buyer.user.id)).filter((r) => r.kind === 'abandoned_purchase');
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'marketing e-mails turned off' });
  });
});

describe('the product sends through the templates', () => {
  it('a password change sends the security alert', async () => {
    const { user: u, cookie } = await signedInUser(t);
    const res = await t.post(
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'another-long-password-2' },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [alert] = await mailsTo(u.email);
    expect(alert).toMatchObject({ template: 'security_alert', subject: 'Security alert: Your password was changed' });
  });

  it('a crossed price alert mails the wine alert to an owner who turned price alerts on, not to one who did not', async () => {
    const on = await signedInUser(t);
    const off = await signedInUser(t);
    await optIn(on.user.email, on.user.id, { price_alerts: true });
    for (const w of [on, off])
      await t.post(apiPaths.myPriceAlerts, { market: 'VINO-USD', direction: 'above', price: '1.8' }, w.cookie);
    const seller = await signedInUser(t);
    const buyer = await signedInUser(t);
    for (const s of [seller, buyer])
      await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, s.user.id));
    await fundUser(t.db, seller.user.id, { VINO: '100' });
    await fundUser(t.db, buyer.user.id, { USD: '1000' });
    await placeOrderRequest(t, seller.cookie, { side: 'sell', type: 'limit', amount: '100', price: '2' });
    await placeOrderRequest(t, buyer.cookie, { side: 'buy', type: 'limit', amount: '100', price: '2' });
    await checkAllPriceAlerts({
      db: t.db,
      lastPrice: async (m) => (await getMarketTicker(t.app.market.context, m)).last,
    });
    await drainJobs();
    const [alert] = await mailsTo(on.user.email);
    expect(alert).toMatchObject({ template: 'wine_alert', subject: 'VINO/USD price alert', category: 'marketing' });
    expect(alert!.text).toContain('VINO/USD is above your alert price of 1.8');
    expect(alert!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(off.user.email)).toEqual([]);
  });

  it('a scheduled staking payout mails the staking rewards template', async () => {
    const { user: u, cookie } = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, u.id));
    await fundUser(t.db, u.id, { VINO: '1000' });
    const staked = await t.post('/api/v1/me/stakes', { poolId: 'flexible', amount: '1000' }, cookie);
    expect(staked.statusCode, staked.body).toBe(201);
    t.app.clock.advance(86_400_000 + 60_000);
    await t.app.staking.runPayouts();
    await drainJobs();
    const [reward] = await mailsTo(u.email);
    expect(reward).toMatchObject({ template: 'staking_rewards', category: 'transactional' });
    expect(reward!.text).toContain('Staked in this pool: 1000 VINO');
    expect(reward!.text).toContain('http://localhost:3000/trading?tab=staking');
  });

  it('a queued premium welcome is sent once per membership', async () => {
    const { user: u } = await signedInUser(t);
    for (let i = 0; i < 2; i++)
      await enqueueTemplateMail(t.db, {
        userId: u.id,
        template: 'premium_welcome',
        onceKey: `premium-welcome:test-${u.id}`,
        data: { membership_name: 'Premium Circle', paid_until: '2026-12-25', dashboard_url: '/dashboard' },
      });
    await drainJobs();
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'premium_welcome', subject: 'Welcome to the Premium Circle' });
    expect(mails[0]!.text).toContain('http://localhost:3000/dashboard');
  });
});

describe('admin template previews', () => {
  it('renders every template with sample data for an admin only', async () => {
    const { cookie } = await signedInUser(t);
    expect((await t.get(apiPaths.adminEmailTemplates, cookie)).statusCode).toBe(403);
    const res = await t.get(apiPaths.adminEmailTemplates, adminCookie);
    expect(res.statusCode).toBe(200);
    const { templates } = res.json<EmailTemplatePreviews>();
    expect(templates.length).toBeGreaterThanOrEqual(16);
    const payment = templates.find((x) => x.id === 'payment_confirmation')!;
    expect(payment.fields).toEqual(['user_name', 'amount_paid', 'tokens_received', 'transaction_id', 'portfolio_url']);
    expect(payment.html).toContain('$1,250.00');
    expect(payment.text).toContain('$1,250.00');
  });
});
