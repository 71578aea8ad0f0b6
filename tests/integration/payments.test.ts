import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { PAYMENT_MESSAGES, type PaymentIntentResponse, type PaymentsConfig } from '../../src/contracts/payments';
import { LEDGER_SCALE } from '../../src/domain/ledger-assets';
import { formatDecimal } from '../../src/domain/money';
import { quotePurchase } from '../../src/domain/purchase/purchase-fees';
import {
  jobs,
  mailOutbox,
  notifications,
  paymentEvents,
  payments,
  revenueTracking,
  userProfiles,
} from '../../src/server/db/schema';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '../../src/server/modules/payments/sandbox/sandbox-signature';
import { signedInUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import { createTestApp, type TestApp } from '../setup/test-app';

const P = apiPaths.payments;
const createIntentUrl = P.forProvider(P.createPaymentIntent, 'sandbox');
const webhookUrl = P.forProvider(P.webhook, 'sandbox');
const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function buyer() {
  const { user, cookie } = await signedInUser(t);
  await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
  return { user, cookie };
}

function createIntent(cookie: string, body: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: createIntentUrl,
    payload: body,
    headers: { origin: t.config.publicUrl, cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const confirm = (cookie: string, intent: PaymentIntentResponse, card?: typeof SUCCESS_CARD) =>
  t.post(
    P.sandboxConfirmPayment,
    { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...(card ? { card } : {}) },
    cookie,
  );

async function vinoOf(userId: string) {
  return (await getBalances(t.db, userId)).find((b) => b.asset === 'VINO')!.available;
}

function signedWebhook(event: object, signedAt = new Date(), secret = t.config.payments.sandboxWebhookSecret) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: webhookUrl,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body, signedAt),
    },
  });
}

async function revenueRowsFor(userId: string) {
  return t.db.select().from(revenueTracking).where(eq(revenueTracking.userId, userId));
}

describe('payments config and access', () => {
  it('tells the browser the provider, products, price and test cards', async () => {
    const res = await t.get(P.config);
    expect(res.statusCode).toBe(200);
    const config = res.json<PaymentsConfig>();
    expect(config.provider).toBe('sandbox');
    expect(config.vinoToken).toMatchObject({ minAmount: '100', maxAmount: '1000000', currency: 'usd' });
    expect(config.plans.map((p) => [p.name, p.amount])).toEqual([
      ['Premium Circle', '299.00'],
      ['Enterprise Plan', '9999.00'],
    ]);
    // The seeded presale runs, so purchases are priced at the presale price.
    expect(config.price.source).toBe('presale');
    expect(config.testCards.map((c) => c.number)).toContain('4000 0000 0000 0002');
  });

  it('refuses signed-out callers with the spec message', async () => {
    const res = await t.post(createIntentUrl, { amount: 100_000, currency: 'usd', productType: 'vino_token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User authentication required');
    for (const url of [P.myPayments, P.mySubscriptions, P.myPaymentsCsv])
      expect((await t.get(url)).statusCode).toBe(401);
  });

  it('answers 404 for a provider that is not the configured one', async () => {
    const { cookie } = await buyer();
    const res = await t.post(P.forProvider(P.createPaymentIntent, 'stripe'), { amount: 100_000 }, cookie);
    expect(res.statusCode).toBe(404);
    expect((await t.post(P.forProvider(P.webhook, 'stripe'), {})).statusCode).toBe(404);
  });
});

describe('create-payment-intent', () => {
  it('enforces the amount bounds in cents (99, 100, 1,000,000, 1,000,001) and refuses non-numbers', async () => {
    const { cookie } = await buyer();
    const below = await createIntent(cookie, { amount: 9_900 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('Minimum purchase amount is $100');
    expect((await createIntent(cookie, { amount: 10_000 })).statusCode).toBe(200);
    expect((await createIntent(cookie, { amount: 100_000_000 })).statusCode).toBe(200);
    const above = await createIntent(cookie, { amount: 100_000_100 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toBe('Maximum purchase amount is $1,000,000');
    for (const amount of ['abc', '1000', null, 100.5, true])
      expect((await createIntent(cookie, { amount })).statusCode).toBe(400);
    expect((await createIntent(cookie, { amount: 100_000, currency: 'eur' })).statusCode).toBe(400);
  });

  it('computes fees, tokens and price on the server with the domain formulas', async () => {
    const { cookie } = await buyer();
    const config = (await t.get(P.config)).json<PaymentsConfig>();
    const res = await createIntent(cookie, { amount: 100_000, paymentMethod: 'card', metadata: { tokens: '999999' } });
    expect(res.statusCode).toBe(200);
    const intent = res.json<PaymentIntentResponse>();
    const quote = quotePurchase({ amount: '1000.00', paymentMethod: 'card', price: config.price.value });
    expect(intent).toMatchObject({
      amount: 100_000,
      currency: 'usd',
      status: 'requires_payment_method',
      paymentMethod: 'card',
      fees: quote.fees,
    });
    expect(intent.fees).toEqual({ transaction: '29.00', platform: '10.00', network: '5.00', total: '44.00' });
    expect(Number(intent.tokens)).toBeCloseTo(Number(quote.tokens), 6);
    expect(intent.clientSecret).toMatch(/^pi_sbx_.+_secret_/);
  });

  it("refuses a purchase for someone else's user id", async () => {
    const { cookie } = await buyer();
    const res = await createIntent(cookie, { amount: 100_000, userId: 'someone-else' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses users whose KYC is not approved, and everyone during maintenance', async () => {
    const { user, cookie } = await signedInUser(t);
    await t.db.update(userProfiles).set({ kycStatus: 'pending' }).where(eq(userProfiles.id, user.id));
    const kyc = await createIntent(cookie, { amount: 100_000 });
    expect(kyc.statusCode).toBe(403);
    expect(kyc.json().error).toMatchObject({ code: 'KYC_REQUIRED' });
    expect(kyc.json().error.message).toContain('KYC');

    const approved = await buyer();
    await t.app.payments.context.settings.update('platform', { maintenanceMode: true }, { userId: null });
    try {
      const res = await createIntent(approved.cookie, { amount: 100_000 });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('MAINTENANCE');
    } finally {
      await t.app.payments.context.settings.update('platform', { maintenanceMode: false }, { userId: null });
    }
  });

  it('halts new token sales while trading is switched off, with a clear message', async () => {
    const approved = await buyer();
    await t.app.payments.context.settings.update('platform', { tradingEnabled: false }, { userId: null });
    try {
      for (const paymentMethod of ['card', 'crypto']) {
        const res = await createIntent(approved.cookie, { amount: 100_000, paymentMethod });
        expect(res.statusCode, paymentMethod).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'TRADING_DISABLED', message: PAYMENT_MESSAGES.tradingDisabled });
      }
    } finally {
      await t.app.payments.context.settings.update('platform', { tradingEnabled: true }, { userId: null });
    }
    expect((await createIntent(approved.cookie, { amount: 100_000 })).statusCode).toBe(200);
  });

  it('creates ONE payment for concurrent duplicates with the same Idempotency-Key', async () => {
    const { user, cookie } = await buyer();
    const key = `buy-${user.id}`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => createIntent(cookie, { amount: 250_000 }, key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const ids = new Set(responses.map((r) => r.json<PaymentIntentResponse>().paymentId));
    const secrets = new Set(responses.map((r) => r.json<PaymentIntentResponse>().clientSecret));
    expect(ids.size).toBe(1);
    expect(secrets.size).toBe(1);
    const [row] = await t.db.select({ n: count() }).from(payments).where(eq(payments.userId, user.id));
    expect(row!.n).toBe(1);
    // A different key is a different purchase.
    const other = await createIntent(cookie, { amount: 250_000 }, `other-${user.id}`);
    expect(other.json<PaymentIntentResponse>().paymentId).not.toBe([...ids][0]);
  });
});

describe('paying with the sandbox card form', () => {
  it('credits VINO once, records revenue (99%), notifies and mails on success', async () => {
    const { user, cookie } = await buyer();
    const intent = (await createIntent(cookie, { amount: 100_000 })).json<PaymentIntentResponse>();
    const pushed: unknown[][] = [];
    const realtime = t.app.payments.context.realtime;
    t.app.payments.context.realtime = { publishToUser: (...args) => void pushed.push(args) };
    const res = await confirm(cookie, intent, SUCCESS_CARD).finally(() => (t.app.payments.context.realtime = realtime));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentId: intent.paymentId, status: 'succeeded' });
    expect(pushed).toEqual([
      [
        user.id,
        'portfolio',
        'portfolio_update',
        { source: 'payment', paymentId: intent.paymentId, status: 'succeeded' },
      ],
    ]);

    expect(formatDecimal(await vinoOf(user.id), LEDGER_SCALE)).toBe(intent.tokens);
    const revenue = await revenueRowsFor(user.id);
    expect(revenue).toHaveLength(1);
    expect(revenue[0]).toMatchObject({
      revenueType: 'token_purchase',
      amount: '1000.00',
      netAmount: '990.00',
      currency: 'USD',
      sourceType: 'platform_fee',
      status: 'completed',
      paymentMethod: 'sandbox:card',
    });
    expect(revenue[0]!.metadata).toMatchObject({ payment_intent_id: intent.paymentIntentId });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toContain('Payment confirmed');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.template)).toContain('payment_confirmation');
    expect(mails.find((m) => m.template === 'payment_confirmation')!.text).toContain(intent.paymentId);

    // Confirming again changes nothing.
    expect((await confirm(cookie, intent, SUCCESS_CARD)).json().status).toBe('succeeded');
    expect(formatDecimal(await vinoOf(user.id), LEDGER_SCALE)).toBe(intent.tokens);

    const history = await t.get(P.myPayments, cookie);
    expect(history.json().items[0]).toMatchObject({
      id: intent.paymentId,
      status: 'succeeded',
      amount: '1000.00',
      feeAmount: '44.00',
      netAmount: '956.00',
      paymentMethod: 'card',
    });
    const status = await t.get(P.status.replace(':paymentId', intent.paymentId), cookie);
    expect(status.json()).toEqual({ paymentId: intent.paymentId, status: 'succeeded' });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('card %s fails with "%s", marks the payment failed and tells the user', async (number, message) => {
    const { user, cookie } = await buyer();
    const intent = (await createIntent(cookie, { amount: 100_000 })).json<PaymentIntentResponse>();
    const res = await confirm(cookie, intent, { ...SUCCESS_CARD, number });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', error: { message } });
    expect(await vinoOf(user.id)).toBe(0n);
    expect(await revenueRowsFor(user.id)).toHaveLength(0);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.find((n) => n.title === 'Payment failed')?.message).toContain(message);
    const history = await t.get(`${P.myPayments}?status=failed`, cookie);
    expect(history.json().items[0]).toMatchObject({ id: intent.paymentId, status: 'failed', failureMessage: message });
  });

  it('validates the card: Luhn, expiry and CVC', async () => {
    const { cookie } = await buyer();
    const intent = (await createIntent(cookie, { amount: 100_000 })).json<PaymentIntentResponse>();
    const bad = await confirm(cookie, intent, { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2020, cvc: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      number: 'Your card number is invalid.',
      expiry: 'Your card has expired.',
      cvc: "Your card's security code is invalid.",
    });
    const missing = await confirm(cookie, intent);
    expect(missing.statusCode).toBe(400);
  });

  it("never lets another user confirm or read someone's payment", async () => {
    const a = await buyer();
    const b = await buyer();
    const intent = (await createIntent(a.cookie, { amount: 100_000 })).json<PaymentIntentResponse>();
    expect((await confirm(b.cookie, intent, SUCCESS_CARD)).statusCode).toBe(404);
    expect((await t.get(P.status.replace(':paymentId', intent.paymentId), b.cookie)).statusCode).toBe(404);
    const history = await t.get(`${P.forProvider(P.paymentHistory, 'sandbox', a.user.id)}?limit=5`, b.cookie);
    expect(history.statusCode).toBe(403);
    expect((await t.get(P.forProvider(P.paymentHistory, 'sandbox', a.user.id), a.cookie)).statusCode).toBe(200);
    expect((await t.get(P.myPayments, b.cookie)).json().items.map((i: { id: string }) => i.id)).not.toContain(
      intent.paymentId,
    );
  });
});

describe('bank (ACH) and crypto payments', () => {
  it.each(['bank', 'crypto'] as const)(
    '%s stays pending until the sandbox settles it, then credits',
    async (method) => {
      const { user, cookie } = await buyer();
      const intent = (
        await createIntent(cookie, { amount: 500_000, paymentMethod: method })
      ).json<PaymentIntentResponse>();
      expect(intent.fees.network).toBe(method === 'crypto' ? '15.00' : '5.00');
      const res = await confirm(cookie, intent);
      expect(res.json()).toMatchObject({ status: 'processing' });
      expect(await vinoOf(user.id)).toBe(0n);
      expect((await t.get(`${P.myPayments}?status=pending`, cookie)).json().items[0]).toMatchObject({
        id: intent.paymentId,
        status: 'pending',
        paymentMethod: method,
      });

      // The settle job waits SANDBOX_SETTLE_SECONDS; make it due now and run it.
      const key = `sandbox-settle:${intent.paymentIntentId}`;
      const [job] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      await t.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.dedupeKey, key));
      await runAllDueJobs(t.app.jobWorker);
      expect((await t.get(P.status.replace(':paymentId', intent.paymentId), cookie)).json().status).toBe('succeeded');
      expect(formatDecimal(await vinoOf(user.id), LEDGER_SCALE)).toBe(intent.tokens);
      expect((await revenueRowsFor(user.id))[0]!.paymentMethod).toBe(`sandbox:${method}`);
    },
  );
});

describe('webhook', () => {
  it('processes each event once: a replay is acknowledged and credits nothing more', async () => {
    const { user, cookie } = await buyer();
    const intent = (await createIntent(cookie, { amount: 200_000 })).json<PaymentIntentResponse>();
    const event = {
      id: `evt_test_${user.id}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.paymentIntentId } },
    };
    const first = await signedWebhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await signedWebhook(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // Concurrent replays and a second event id for the same intent: still credited once.
    await Promise.all([signedWebhook(event), signedWebhook(event), signedWebhook({ ...event, id: `${event.id}-2` })]);
    expect(formatDecimal(await vinoOf(user.id), LEDGER_SCALE)).toBe(intent.tokens);
    expect(await revenueRowsFor(user.id)).toHaveLength(1);
    const [events] = await t.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, event.id));
    expect(events!.n).toBe(1);
  });

  it('refuses a bad or stale signature with 400 and records nothing', async () => {
    const { user, cookie } = await buyer();
    const intent = (await createIntent(cookie, { amount: 200_000 })).json<PaymentIntentResponse>();
    const event = {
      id: `evt_forged_${user.id}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.paymentIntentId } },
    };
    const forged = await signedWebhook(event, new Date(), 'not-the-secret-at-all-0000');
    expect(forged.statusCode).toBe(400);
    const stale = await signedWebhook(event, new Date(Date.now() - 10 * 60_000));
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed, then altered body.
    const body = JSON.stringify(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: body.replace('succeeded', 'processing'),
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(t.config.payments.sandboxWebhookSecret, body),
      },
    });
    expect(tampered.statusCode).toBe(400);
    const [events] = await t.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, event.id));
    expect(events!.n).toBe(0);
    expect(await vinoOf(user.id)).toBe(0n);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, intent.paymentId)));
    expect(row!.status).toBe('requires_payment_method');
  });
});

describe('payment history', () => {
  it('filters, pages and exports the CSV with the spec columns', async () => {
    const { user, cookie } = await buyer();
    for (const card of ['4242424242424242', '4000000000000002', '4242424242424242']) {
      const intent = (await createIntent(cookie, { amount: 150_000 })).json<PaymentIntentResponse>();
      await confirm(cookie, intent, { ...SUCCESS_CARD, number: card });
    }
    // An intent nobody paid is not a payment.
    await createIntent(cookie, { amount: 150_000 });
    const all = (await t.get(`${P.myPayments}?pageSize=2`, cookie)).json();
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(2);
    expect((await t.get(`${P.myPayments}?status=succeeded&period=30d`, cookie)).json().total).toBe(2);
    expect((await t.get(`${P.myPayments}?method=bank`, cookie)).json().total).toBe(0);
    expect((await t.get(`${P.myPayments}?status=nope`, cookie)).statusCode).toBe(400);
    const helper = await t.get(`${P.forProvider(P.paymentHistory, 'sandbox', user.id)}?limit=1`, cookie);
    expect(helper.json().payments).toHaveLength(1);

    const csv = await t.get(`${P.myPaymentsCsv}?status=succeeded`, cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="payment-history-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount,Currency,Status,Payment Method,Fees,Net Amount');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,VINO token purchase,1500\.00,USD,succeeded,card,63\.50,1436\.50$/);
  });
});
