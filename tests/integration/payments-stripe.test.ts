import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import { payments, revenueTracking } from '../../src/server/db/schema';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const P = apiPaths.payments;
const WEBHOOK_SECRET = 'whsec_test_secret_for_offline_signatures';
const stripe = new Stripe('sk_test_offline');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
  });
});
afterAll(async () => {
  await t.close();
});

function post(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: P.forProvider(P.webhook, 'stripe'),
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('Stripe provider (offline)', () => {
  it('is chosen when the keys are set; the sandbox routes are gone', async () => {
    const config = (await t.get(P.config)).json();
    expect(config).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_offline', testCards: [] });
    expect((await t.post(P.sandboxConfirmPayment, {})).statusCode).toBe(404);
    expect((await t.post(P.forProvider(P.webhook, 'sandbox'), {})).statusCode).toBe(404);
  });

  it('verifies webhook signatures on the raw body and credits a confirmed purchase once', async () => {
    const { user } = await signedInUser(t);
    const [payment] = await t.db
      .insert(payments)
      .values({
        userId: user.id,
        provider: 'stripe',
        providerPaymentId: 'pi_test_offline_1',
        kind: 'token_purchase',
        product: 'vino_token',
        description: 'VINO token purchase',
        amount: '1000.00',
        paymentMethod: 'card',
        status: 'requires_payment_method',
        feeTotal: '44.00',
        netAmount: '956.00',
        tokens: '956.000000000000000000',
        price: '1.0000',
      })
      .returning();
    // Spacing Stripe's JSON differently from JSON.stringify proves the raw bytes are what is checked.
    const payload = JSON.stringify(
      {
        id: 'evt_test_1',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_test_offline_1', object: 'payment_intent' } },
      },
      null,
      2,
    );

    const forged = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(forged.statusCode).toBe(400);
    const stale = await post(
      payload,
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    );
    expect(stale.statusCode).toBe(400);
    const [untouched] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(untouched!.status).toBe('requires_payment_method');

    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const ok = await post(payload, header);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    expect((await post(payload, header)).json()).toEqual({ received: true, duplicate: true });

    const vino = (await getBalances(t.db, user.id)).find((b) => b.asset === 'VINO')!;
    expect(vino.available).toBe(956n * 10n ** 18n);
    // A failure event after success changes nothing; the mapper reads Stripe's decline message.
    const failed = JSON.stringify({
      id: 'evt_test_2',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_test_offline_1',
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        },
      },
    });
    expect(
      (await post(failed, stripe.webhooks.generateTestHeaderString({ payload: failed, secret: WEBHOOK_SECRET })))
        .statusCode,
    ).toBe(200);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('succeeded');
    const revenue = await t.db.select().from(revenueTracking).where(eq(revenueTracking.userId, user.id));
    expect(revenue).toHaveLength(1);
    expect(revenue[0]).toMatchObject({ netAmount: '990.00', paymentMethod: 'stripe:card' });
  });
});
