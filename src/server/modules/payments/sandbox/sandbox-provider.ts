import { randomBytes } from 'node:crypto';
import type { SandboxCard, SavedPaymentMethod } from '../../../../contracts/payments';
import { cardBrand, cardDigits, cardOutcome, cardProblems } from '../../../../domain/payments/card';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../platform/http/app-error';
import { enqueueJob } from '../../../platform/jobs/job-queue';
import type { PaymentProvider, ProviderSubscription } from '../payment-provider';
import { addOneMonth, findPlan } from '../payment-products';
import { toProviderEvent, type RawEvent } from '../provider-event-mapper';
import * as repo from './sandbox-repository';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature';

/** Job queues of the sandbox: settling pending bank/crypto payments, renewing or ending memberships. */
export const SANDBOX_SETTLE_QUEUE = 'payments.sandbox-settle';
export const SANDBOX_SUBSCRIPTION_QUEUE = 'payments.sandbox-subscription-cycle';

/** Sends one event to our own webhook endpoint, signed (the production code path). */
export type SandboxDeliver = (event: RawEvent) => Promise<void>;

export interface SandboxDeps {
  db: Database;
  webhookSecret: string;
  settleSeconds: number;
  deliver: SandboxDeliver;
  now?: () => Date;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The sandbox's card form: charges the card of a card intent, or starts a bank/crypto transfer. */
  confirmPayment(input: {
    paymentIntentId: string;
    clientSecret: string;
    card?: SandboxCard | undefined;
  }): Promise<void>;
  confirmSetup(input: { setupIntentId: string; clientSecret: string; card: SandboxCard }): Promise<SetupOutcome>;
  /** The bank or the chain has settled a pending payment (a delayed job; tests call it). */
  settlePayment(paymentIntentId: string): Promise<void>;
  /** Renews or ends the subscriptions whose period is over. */
  cycleSubscriptions(): Promise<number>;
}

export type SetupOutcome =
  { status: 'succeeded'; paymentMethodId: string } | { status: 'failed'; code: string; message: string };

const token = (bytes = 12) => randomBytes(bytes).toString('hex');
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const event = (type: string, object: unknown): RawEvent => ({ id: `evt_sbx_${token()}`, type, data: { object } });

  function checkCard(card: SandboxCard) {
    const problems = cardProblems(
      { number: card.number, expMonth: Number(card.expMonth), expYear: Number(card.expYear), cvc: card.cvc },
      now(),
    );
    const first = Object.values(problems)[0];
    if (first) throw badRequest(first, problems);
  }

  const subscriptionObject = (row: repo.SandboxSubscriptionRow) => ({
    id: row.id,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    items: {
      data: [{ current_period_start: unix(row.currentPeriodStart), current_period_end: unix(row.currentPeriodEnd) }],
    },
  });

  async function invoicePaid(
    row: repo.SandboxSubscriptionRow,
    amountCents: bigint,
    metadata: Record<string, string> = {},
  ) {
    await deps.deliver(
      event('invoice.paid', {
        id: `in_sbx_${token()}`,
        amount_paid: Number(amountCents),
        parent: { subscription_details: { subscription: row.id, metadata } },
        lines: { data: [{ period: { start: unix(row.currentPeriodStart), end: unix(row.currentPeriodEnd) } }] },
      }),
    );
  }

  return {
    name: 'sandbox',

    async createPaymentIntent(input) {
      const id = `pi_sbx_${token()}`;
      const row = await repo.insertIntent(db, {
        id,
        clientSecret: `${id}_secret_${token(16)}`,
        amountCents: input.amountCents,
        currency: input.currency,
        methodType: input.method,
        status: 'requires_payment_method',
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
      });
      return { id: row.id, clientSecret: row.clientSecret, status: 'requires_payment_method' };
    },

    async confirmPayment({ paymentIntentId, clientSecret, card }) {
      const intent = await repo.findIntent(db, paymentIntentId);
      if (!intent || intent.clientSecret !== clientSecret) throw notFound('No such payment intent.');
      if (intent.status !== 'requires_payment_method') return; // already confirmed: nothing to do again
      if (intent.methodType === 'card') {
        if (!card) throw badRequest('Card details are required.', { number: 'Card details are required.' });
        checkCard(card);
        const outcome = cardOutcome(card.number);
        if (outcome.kind === 'declined') {
          await repo.transitionIntent(
            db,
            intent.id,
            'requires_payment_method',
            'requires_payment_method',
            outcome.message,
          );
          await deps.deliver(
            event('payment_intent.payment_failed', {
              id: intent.id,
              last_payment_error: { code: 'card_declined', decline_code: outcome.code, message: outcome.message },
            }),
          );
          return;
        }
        if (await repo.transitionIntent(db, intent.id, 'requires_payment_method', 'succeeded', null))
          await deps.deliver(
            event('payment_intent.succeeded', { id: intent.id, amount_received: Number(intent.amountCents) }),
          );
        return;
      }
      // Bank (ACH) and crypto: pending until the transfer settles.
      if (!(await repo.transitionIntent(db, intent.id, 'requires_payment_method', 'processing', null))) return;
      await enqueueJob(
        db,
        SANDBOX_SETTLE_QUEUE,
        { paymentIntentId: intent.id },
        { runAt: new Date(now().getTime() + deps.settleSeconds * 1000), dedupeKey: `sandbox-settle:${intent.id}` },
      );
      await deps.deliver(event('payment_intent.processing', { id: intent.id }));
    },

    async settlePayment(paymentIntentId) {
      if (await repo.transitionIntent(db, paymentIntentId, 'processing', 'succeeded', null))
        await deps.deliver(event('payment_intent.succeeded', { id: paymentIntentId }));
    },

    async createCustomer(input) {
      const id = `cus_sbx_${token()}`;
      await repo.insertCustomer(db, { id, email: input.email, name: input.name, metadata: { userId: input.userId } });
      return { id };
    },

    async createSetupIntent(customerId) {
      if (!(await repo.customerExists(db, customerId))) throw notFound('No such customer.');
      const id = `seti_sbx_${token()}`;
      const clientSecret = `${id}_secret_${token(16)}`;
      await repo.insertSetupIntent(db, { id, clientSecret, customerId, status: 'requires_payment_method' });
      return { id, clientSecret };
    },

    async confirmSetup({ setupIntentId, clientSecret, card }) {
      const setup = await repo.findSetupIntent(db, setupIntentId);
      if (!setup || setup.clientSecret !== clientSecret) throw notFound('No such setup intent.');
      if (setup.status === 'succeeded' && setup.paymentMethodId)
        return { status: 'succeeded', paymentMethodId: setup.paymentMethodId };
      checkCard(card);
      const outcome = cardOutcome(card.number);
      if (outcome.kind === 'declined') return { status: 'failed', code: outcome.code, message: outcome.message };
      const paymentMethodId = `pm_sbx_${token()}`;
      const digits = cardDigits(card.number);
      await repo.insertPaymentMethod(db, {
        id: paymentMethodId,
        customerId: setup.customerId,
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: Number(card.expMonth),
        expYear: Number(card.expYear) < 100 ? 2000 + Number(card.expYear) : Number(card.expYear),
      });
      await repo.completeSetupIntent(db, setup.id, 'succeeded', paymentMethodId);
      return { status: 'succeeded', paymentMethodId };
    },

    async findPaymentMethods(customerId): Promise<SavedPaymentMethod[]> {
      const rows = await repo.findPaymentMethods(db, customerId);
      return rows.map((r) => ({ id: r.id, brand: r.brand, last4: r.last4, expMonth: r.expMonth, expYear: r.expYear }));
    },

    async createSubscription(input): Promise<ProviderSubscription> {
      const methods = await repo.findPaymentMethods(db, input.customerId);
      const method = input.paymentMethodId ? methods.find((m) => m.id === input.paymentMethodId) : methods[0];
      if (!method)
        throw badRequest('Add a card before subscribing.', { paymentMethodId: 'Add a card before subscribing.' });
      const start = now();
      const id = `sub_sbx_${token()}`;
      await repo.insertSubscription(db, {
        id,
        customerId: input.customerId,
        priceId: input.providerPriceId,
        paymentMethodId: method.id,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: addOneMonth(start),
      });
      const row = (await repo.findSubscription(db, id))!;
      await enqueueJob(
        db,
        SANDBOX_SUBSCRIPTION_QUEUE,
        {},
        { runAt: row.currentPeriodEnd, dedupeKey: `sandbox-cycle:${id}:${unix(row.currentPeriodEnd)}` },
      );
      // The first invoice is paid at once with the saved card; the webhook records the payment.
      await invoicePaid(row, input.amountCents, input.metadata);
      return toSubscription(row);
    },

    async cancelSubscriptionAtPeriodEnd(subscriptionId) {
      const existing = await repo.findSubscription(db, subscriptionId);
      if (!existing) throw notFound('No such subscription.');
      const row = await repo.updateSubscription(db, subscriptionId, { cancelAtPeriodEnd: true });
      await deps.deliver(event('customer.subscription.updated', subscriptionObject(row)));
      return toSubscription(row);
    },

    async cycleSubscriptions() {
      const due = await repo.findDueSubscriptions(db, now());
      for (const sub of due) {
        if (sub.cancelAtPeriodEnd) {
          const ended = await repo.updateSubscription(db, sub.id, { status: 'canceled' });
          await deps.deliver(event('customer.subscription.deleted', subscriptionObject(ended)));
          continue;
        }
        const renewed = await repo.updateSubscription(db, sub.id, {
          currentPeriodStart: sub.currentPeriodEnd,
          currentPeriodEnd: addOneMonth(sub.currentPeriodEnd),
        });
        await enqueueJob(
          db,
          SANDBOX_SUBSCRIPTION_QUEUE,
          {},
          {
            runAt: renewed.currentPeriodEnd,
            dedupeKey: `sandbox-cycle:${sub.id}:${unix(renewed.currentPeriodEnd)}`,
          },
        );
        await invoicePaid(renewed, findPlan(sub.priceId)?.amountCents ?? 0n);
      }
      return due.length;
    },

    verifyWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(deps.webhookSecret, rawBody, Array.isArray(header) ? header[0] : header, now());
      return toProviderEvent(JSON.parse(rawBody.toString('utf8')) as RawEvent);
    },
  };
}

function toSubscription(row: repo.SandboxSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    status: row.status === 'canceled' ? 'canceled' : 'active',
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
