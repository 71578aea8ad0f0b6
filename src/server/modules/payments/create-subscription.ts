import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, type Subscription } from '../../../contracts/payments';
import type { SignedInUser } from '../../platform/auth/guards';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, badRequest } from '../../platform/http/app-error';
import { assertPurchaseAllowed } from './assert-purchase-allowed';
import { findOwnCustomer } from './find-own-customer';
import { findPlan } from './payment-products';
import type { PaymentsContext } from './payments-context';
import { toSubscription } from './payments-mapper';
import { findLiveSubscription, upsertSubscription } from './payments-repository';

/**
 * Subscribes the user to a membership with a saved card. One live subscription per plan: a repeated
 * call (double click, retry with the same Idempotency-Key) answers with the existing one and never
 * charges twice. The first invoice is recorded by the provider's invoice.paid webhook.
 */
export async function createSubscription(
  ctx: PaymentsContext,
  user: SignedInUser,
  input: {
    priceId: string;
    customerId: string;
    paymentMethodId?: string | undefined;
    idempotencyKey?: string | undefined;
  },
): Promise<Subscription> {
  const plan = findPlan(input.priceId);
  if (!plan) throw badRequest('Unknown membership plan.', { priceId: 'Unknown membership plan.' });
  await assertPurchaseAllowed(ctx, user);
  const customerId = await findOwnCustomer(ctx, user.id, input.customerId);
  const live = await findLiveSubscription(ctx.db, user.id, plan.priceId);
  if (live) return toSubscription(live);

  let created;
  try {
    created = await ctx.provider.createSubscription({
      customerId,
      priceId: plan.priceId,
      providerPriceId: plan.priceId,
      amountCents: plan.amountCents,
      paymentMethodId: input.paymentMethodId,
      metadata: { userId: user.id, priceId: plan.priceId },
      idempotencyKey: `subscription:${user.id}:${plan.priceId}:${input.idempotencyKey ?? randomUUID()}`,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'subscription creation failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.createSubscriptionFailed);
  }
  if (created.status === 'incomplete')
    throw new AppError(402, 'PAYMENT_FAILED', PAYMENT_MESSAGES.createSubscriptionFailed);
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await upsertSubscription(tx, {
      userId: user.id,
      provider: ctx.provider.name,
      providerSubscriptionId: created.id,
      priceId: plan.priceId,
      productName: plan.name,
      amount: plan.amount,
      status: created.status === 'past_due' ? 'past_due' : created.status === 'canceled' ? 'canceled' : 'active',
      currentPeriodStart: created.currentPeriodStart,
      currentPeriodEnd: created.currentPeriodEnd,
      cancelAtPeriodEnd: created.cancelAtPeriodEnd,
      idempotencyKey: input.idempotencyKey ?? null,
    });
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'subscription.created',
      entityType: 'subscription',
      entityId: stored.id,
      data: { priceId: plan.priceId, provider: ctx.provider.name },
    });
    return stored;
  });
  return toSubscription(row);
}
