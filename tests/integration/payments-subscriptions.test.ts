import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { Subscription, SubscriptionsResponse } from '../../src/contracts/payments';
import {
  jobs,
  payments,
  revenueTracking,
  sandboxSubscriptions,
  subscriptions,
  userProfiles,
} from '../../src/server/db/schema';
import { SANDBOX_SUBSCRIPTION_QUEUE } from '../../src/server/modules/payments/sandbox/sandbox-provider';
import { hasPremiumMembership } from '../../src/server/modules/payments/has-premium-membership';
import { signedInUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import { createTestApp, type TestApp } from '../setup/test-app';

const P = apiPaths.payments;
const url = (pattern: string, param?: string) => P.forProvider(pattern, 'sandbox', param);
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function member() {
  const { user, cookie } = await signedInUser(t);
  await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
  return { user, cookie };
}

/** create-customer → setup-intent → sandbox card form: the saved card's id. */
async function saveCard(cookie: string, card = CARD) {
  const customer = await t.post(url(P.createCustomer), { email: 'x@example.com', name: 'X' }, cookie);
  expect(customer.statusCode).toBe(200);
  const { customerId } = customer.json<{ customerId: string }>();
  const setup = (await t.post(url(P.setupIntent), { customerId }, cookie)).json<{
    setupIntentId: string;
    clientSecret: string;
  }>();
  const confirmed = await t.post(P.sandboxConfirmSetup, { ...setup, card }, cookie);
  return {
    customerId,
    result: confirmed.json<{ status: string; paymentMethodId?: string; error?: { message: string } }>(),
  };
}

async function subscribe(cookie: string, priceId = 'premium_circle') {
  const { customerId, result } = await saveCard(cookie);
  const res = await t.post(
    url(P.createSubscription),
    { priceId, customerId, paymentMethodId: result.paymentMethodId },
    cookie,
  );
  expect(res.statusCode).toBe(200);
  return { customerId, subscription: res.json<{ subscription: Subscription }>().subscription };
}

/** Moves the membership's paid period into the past and runs the sandbox's cycle job. */
async function endPeriod(subscriptionId: string) {
  const [ours] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  await t.db
    .update(sandboxSubscriptions)
    .set({ currentPeriodEnd: sql`now() - interval '1 minute'` })
    .where(eq(sandboxSubscriptions.id, ours!.providerSubscriptionId));
  // The cycle job was scheduled at the period end: make it due and let the worker run it.
  await t.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.queue, SANDBOX_SUBSCRIPTION_QUEUE));
  await runAllDueJobs(t.app.jobWorker);
}

describe('customers and saved cards', () => {
  it('creates one customer per user, saves a card and lists it for its owner only', async () => {
    const a = await member();
    const { customerId, result } = await saveCard(a.cookie);
    expect(result.status).toBe('succeeded');
    const again = await t.post(url(P.createCustomer), {}, a.cookie);
    expect(again.json().customerId).toBe(customerId);
    const list = await t.get(url(P.paymentMethods, customerId), a.cookie);
    expect(list.json().paymentMethods).toEqual([
      expect.objectContaining({
        id: result.paymentMethodId,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2040,
      }),
    ]);
    const b = await member();
    expect((await t.get(url(P.paymentMethods, customerId), b.cookie)).statusCode).toBe(404);
    expect((await t.post(url(P.setupIntent), { customerId }, b.cookie)).statusCode).toBe(404);
    expect(
      (await t.post(url(P.createSubscription), { priceId: 'premium_circle', customerId }, b.cookie)).statusCode,
    ).toBe(404);
    expect((await t.get(url(P.paymentMethods, customerId))).json().error.message).toBe('User authentication required');
  });

  it('does not save a declined card', async () => {
    const { cookie } = await member();
    const { result } = await saveCard(cookie, { ...CARD, number: '4000000000000002' });
    expect(result).toMatchObject({ status: 'failed', error: { message: 'Your card was declined.' } });
  });
});

describe('memberships', () => {
  it('subscribes to Premium Circle for one month, charges 299 once and grants the entitlement', async () => {
    const { user, cookie } = await member();
    expect(await hasPremiumMembership(t.db, user.id)).toBe(false);
    const { customerId, subscription } = await subscribe(cookie);
    expect(subscription).toMatchObject({
      priceId: 'premium_circle',
      productName: 'Premium Circle',
      status: 'active',
      amount: '299.00',
      cancelAtPeriodEnd: false,
    });
    const start = new Date(subscription.currentPeriodStart);
    const end = new Date(subscription.currentPeriodEnd);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(await hasPremiumMembership(t.db, user.id)).toBe(true);

    const mine = (await t.get(P.mySubscriptions, cookie)).json<SubscriptionsResponse>();
    expect(mine.premium).toBe(true);
    expect(mine.subscriptions.map((s) => s.id)).toEqual([subscription.id]);

    // A second Subscribe click returns the same membership and charges nothing more.
    const again = await t.post(url(P.createSubscription), { priceId: 'premium_circle', customerId }, cookie);
    expect(again.json().subscription.id).toBe(subscription.id);
    const history = (await t.get(P.myPayments, cookie)).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      amount: '299.00',
      status: 'succeeded',
      description: 'Premium Circle membership',
      metadata: { product: 'premium_circle', subscription: subscription.id },
    });
    const revenue = await t.db.select().from(revenueTracking).where(eq(revenueTracking.userId, user.id));
    expect(revenue.map((r) => [r.revenueType, r.amount])).toEqual([['premium_service', '299.00']]);
  });

  it('cancels at period end: access until the end, then the expiry job ends it', async () => {
    const { user, cookie } = await member();
    const { subscription } = await subscribe(cookie);
    const cancelled = await t.post(url(P.cancelSubscription), { subscriptionId: subscription.id }, cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      id: subscription.id,
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await hasPremiumMembership(t.db, user.id)).toBe(true);

    await endPeriod(subscription.id);
    const mine = (await t.get(P.mySubscriptions, cookie)).json<SubscriptionsResponse>();
    expect(mine.subscriptions[0]).toMatchObject({ status: 'canceled' });
    expect(mine.premium).toBe(false);
    expect(await hasPremiumMembership(t.db, user.id)).toBe(false);
    const [charges] = await t.db.select({ n: count() }).from(payments).where(eq(payments.userId, user.id));
    expect(charges!.n).toBe(1);
  });

  it('renews a membership that was not cancelled (a second charge, a new period)', async () => {
    const { user, cookie } = await member();
    const { subscription } = await subscribe(cookie, 'enterprise_plan');
    await endPeriod(subscription.id);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('active');
    expect(row!.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    const history = (await t.get(P.myPayments, cookie)).json();
    expect(history.items.map((i: { amount: string }) => i.amount)).toEqual(['9999.00', '9999.00']);
    expect(await hasPremiumMembership(t.db, user.id)).toBe(true);
  });

  it("cannot cancel another user's membership; unknown plans are refused", async () => {
    const a = await member();
    const { subscription, customerId } = await subscribe(a.cookie);
    const b = await member();
    expect((await t.post(url(P.cancelSubscription), { subscriptionId: subscription.id }, b.cookie)).statusCode).toBe(
      404,
    );
    expect((await t.post(url(P.createSubscription), { priceId: 'gold', customerId }, a.cookie)).statusCode).toBe(400);
  });
});

describe('provider outages: the spec messages', () => {
  /** Makes one provider method fail like an unreachable provider for the duration of `run`. */
  async function withFailing<K extends keyof typeof t.app.payments.provider>(method: K, run: () => Promise<void>) {
    const provider = t.app.payments.provider as unknown as Record<string, unknown>;
    const original = provider[method as string];
    provider[method as string] = async () => {
      throw Object.assign(new Error('provider unreachable'), { statusCode: 503 });
    };
    try {
      await run();
    } finally {
      provider[method as string] = original;
    }
  }

  it('answers 502 with "Failed to ..." and keeps the failure for the same Idempotency-Key', async () => {
    const { cookie } = await member();
    await withFailing('createPaymentIntent', async () => {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: url(P.createPaymentIntent),
          payload: { amount: 100_000 },
          headers: { origin: t.config.publicUrl, cookie, 'idempotency-key': 'outage-key-1' },
        });
      const res = await send();
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('Failed to create payment intent: 503');
      expect((await send()).json().error.message).toBe('Failed to create payment intent: 503');
    });
    await withFailing('createCustomer', async () => {
      const res = await t.post(url(P.createCustomer), {}, cookie);
      expect([res.statusCode, res.json().error.message]).toEqual([502, 'Failed to create customer']);
    });
    const { customerId, result } = await saveCard(cookie);
    await withFailing('findPaymentMethods', async () => {
      const res = await t.get(url(P.paymentMethods, customerId), cookie);
      expect([res.statusCode, res.json().error.message]).toEqual([502, 'Failed to fetch payment methods']);
    });
    await withFailing('createSubscription', async () => {
      const res = await t.post(
        url(P.createSubscription),
        { priceId: 'premium_circle', customerId, paymentMethodId: result.paymentMethodId },
        cookie,
      );
      expect([res.statusCode, res.json().error.message]).toEqual([502, 'Failed to create subscription']);
    });
    const { subscription } = await subscribe(cookie);
    await withFailing('cancelSubscriptionAtPeriodEnd', async () => {
      const res = await t.post(url(P.cancelSubscription), { subscriptionId: subscription.id }, cookie);
      expect([res.statusCode, res.json().error.message]).toEqual([502, 'Failed to cancel subscription']);
    });
  });
});
