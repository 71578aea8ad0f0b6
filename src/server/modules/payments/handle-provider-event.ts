import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { formatInteger, formatUsd } from '../../../domain/format';
import { formatDecimal, parseDecimal, USD_SCALE } from '../../../domain/money';
import type { Transaction } from '../../db/client';
import { creditPurchasedTokens } from './credit-purchased-tokens';
import { writeAuditLog } from '../../platform/audit-log';
import { paymentConfirmationTemplate, renderTemplate } from '../../platform/mailer/templates/mail-templates';
import { enqueueTemplateMail } from '../email/email-module';
import { createNotification } from '../../platform/notifications/notifications';
import type { ProviderEvent } from './payment-provider';
import { findPlan } from './payment-products';
import type { PaymentsContext } from './payments-context';
import * as repo from './payments-repository';

type AfterCommit = () => Promise<void>;

/** Platform share of a purchase recorded as net revenue (investor spec section 7). */
const NET_REVENUE_PERCENT = 99n;
const PAYMENTS_LINK = '/payments?tab=history';

/**
 * Applies one verified provider event, exactly once: the event id is recorded under a unique index
 * in the same transaction as its effects, so a replay (or a concurrent duplicate) changes nothing.
 * On a purchase's success the buyer's VINO is credited through the ledger (reference = payment id,
 * itself idempotent), the revenue row, notification and audit entry are written, all in that one
 * transaction; the confirmation e-mail goes out after commit. A thrown error rolls everything
 * back, event row included, so the provider's retry is processed afresh.
 */
export async function handleProviderEvent(ctx: PaymentsContext, event: ProviderEvent): Promise<{ duplicate: boolean }> {
  const afterCommit: AfterCommit[] = [];
  const duplicate = await ctx.db.transaction(async (tx) => {
    const fresh = await repo.recordEventOnce(tx, {
      provider: ctx.provider.name,
      providerEventId: event.id,
      type: event.type === 'ignored' ? event.providerType : event.type,
    });
    if (!fresh) return true;
    switch (event.type) {
      case 'payment.succeeded':
        await paymentSucceeded(ctx, tx, event.paymentIntentId, afterCommit);
        break;
      case 'payment.processing':
        await paymentProcessing(ctx, tx, event.paymentIntentId, afterCommit);
        break;
      case 'payment.failed':
        await paymentFailed(ctx, tx, event.paymentIntentId, event.failureMessage, afterCommit);
        break;
      case 'invoice.paid':
        await invoicePaid(ctx, tx, event);
        break;
      case 'subscription.updated':
      case 'subscription.deleted':
        await subscriptionChanged(ctx, tx, event);
        break;
      case 'ignored':
        break;
    }
    return false;
  });
  for (const task of afterCommit)
    await task().catch((err: unknown) => ctx.log.error({ err, eventId: event.id }, 'payment after-commit task failed'));
  return { duplicate };
}

async function paymentSucceeded(ctx: PaymentsContext, tx: Transaction, intentId: string, afterCommit: AfterCommit[]) {
  const payment = await repo.lockPaymentByProviderId(tx, ctx.provider.name, intentId);
  if (!payment || payment.status === 'succeeded') return;
  await repo.updatePayment(tx, payment.id, { status: 'succeeded', settledAt: ctx.now(), failureMessage: null });
  if (payment.kind !== 'token_purchase') return;

  const tokens = parseDecimal(payment.tokens ?? '0', LEDGER_SCALE);
  if (tokens > 0n) await creditPurchasedTokens(tx, { paymentId: payment.id, userId: payment.userId, tokens });
  const amountCents = parseDecimal(payment.amount, USD_SCALE);
  const tokensText = displayTokens(payment.tokens ?? '0');
  await repo.insertRevenue(tx, {
    userId: payment.userId,
    revenueType: 'token_purchase',
    amount: payment.amount,
    netAmount: formatDecimal((amountCents * NET_REVENUE_PERCENT) / 100n, USD_SCALE),
    currency: 'USD',
    sourceType: 'platform_fee',
    status: 'completed',
    tokensAmount: payment.tokens,
    paymentMethod: `${ctx.provider.name}:${payment.paymentMethod}`,
    transactionId: payment.id,
    metadata: { payment_intent_id: intentId, tokens_purchased: payment.tokens ?? '0' },
  });
  await createNotification(tx, {
    userId: payment.userId,
    type: 'payment',
    title: 'Payment confirmed',
    message: `We received your payment of ${formatUsd(payment.amount, true)}. ${tokensText} VINO have been credited to your account.`,
    link: PAYMENTS_LINK,
  });
  await writeAuditLog(tx, {
    actorUserId: null,
    action: 'payment.succeeded',
    entityType: 'payment',
    entityId: payment.id,
    data: {
      provider: ctx.provider.name,
      intentId,
      amount: payment.amount,
      tokens: payment.tokens,
      userId: payment.userId,
    },
  });
  afterCommit.push(publishChange(ctx, payment.userId, payment.id, 'succeeded'));
  afterCommit.push(async () => {
    const contact = await repo.findUserContact(ctx.db, payment.userId);
    if (!contact) return;
    await ctx.mailer.send({
      to: contact.email,
      userId: payment.userId,
      ...(await renderTemplate(paymentConfirmationTemplate, {
        user_name: contact.name || contact.email,
        amount_paid: formatUsd(payment.amount, true),
        tokens_received: tokensText,
        transaction_id: payment.id,
        portfolio_url: `${ctx.publicUrl}${PAYMENTS_LINK}`,
      })),
    });
  });
}

async function paymentProcessing(ctx: PaymentsContext, tx: Transaction, intentId: string, afterCommit: AfterCommit[]) {
  const payment = await repo.lockPaymentByProviderId(tx, ctx.provider.name, intentId);
  if (!payment || payment.status !== 'requires_payment_method') return;
  await repo.updatePayment(tx, payment.id, { status: 'processing' });
  afterCommit.push(publishChange(ctx, payment.userId, payment.id, 'processing'));
  await writeAuditLog(tx, {
    actorUserId: null,
    action: 'payment.processing',
    entityType: 'payment',
    entityId: payment.id,
    data: { provider: ctx.provider.name, intentId, method: payment.paymentMethod },
  });
}

async function paymentFailed(
  ctx: PaymentsContext,
  tx: Transaction,
  intentId: string,
  message: string,
  afterCommit: AfterCommit[],
) {
  const payment = await repo.lockPaymentByProviderId(tx, ctx.provider.name, intentId);
  if (!payment || payment.status === 'succeeded' || payment.status === 'failed') return;
  await repo.updatePayment(tx, payment.id, { status: 'failed', failureMessage: message });
  afterCommit.push(publishChange(ctx, payment.userId, payment.id, 'failed'));
  await createNotification(tx, {
    userId: payment.userId,
    type: 'payment',
    title: 'Payment failed',
    message: `Your payment of ${formatUsd(payment.amount, true)} was not successful: ${message}`,
    link: PAYMENTS_LINK,
  });
  await writeAuditLog(tx, {
    actorUserId: null,
    action: 'payment.failed',
    entityType: 'payment',
    entityId: payment.id,
    data: { provider: ctx.provider.name, intentId, message },
  });
}

async function invoicePaid(
  ctx: PaymentsContext,
  tx: Transaction,
  event: Extract<ProviderEvent, { type: 'invoice.paid' }>,
) {
  let subscription = await repo.findSubscriptionByProviderId(tx, ctx.provider.name, event.subscriptionId);
  if (!subscription) {
    // The first invoice may arrive before the create call has stored the subscription.
    const plan = findPlan(event.metadata['priceId'] ?? '');
    const userId = event.metadata['userId'];
    if (!plan || !userId) throw new Error(`Unknown subscription ${event.subscriptionId}`);
    subscription = await repo.upsertSubscription(tx, {
      userId,
      provider: ctx.provider.name,
      providerSubscriptionId: event.subscriptionId,
      priceId: plan.priceId,
      productName: plan.name,
      amount: plan.amount,
      status: 'active',
      currentPeriodStart: event.periodStart,
      currentPeriodEnd: event.periodEnd,
      cancelAtPeriodEnd: false,
    });
  } else {
    subscription = await repo.updateSubscriptionRow(tx, subscription.id, {
      status: 'active',
      currentPeriodStart: event.periodStart,
      currentPeriodEnd: event.periodEnd,
    });
  }
  const amount = formatDecimal(event.amountCents, USD_SCALE);
  const period = `${event.periodStart.toISOString().slice(0, 10)} to ${event.periodEnd.toISOString().slice(0, 10)}`;
  const payment = await repo.insertPaymentOnce(tx, {
    userId: subscription.userId,
    provider: ctx.provider.name,
    providerPaymentId: event.invoiceId,
    kind: 'subscription',
    product: subscription.priceId,
    description: `${subscription.productName} membership`,
    amount,
    paymentMethod: 'card',
    status: 'succeeded',
    netAmount: amount,
    subscriptionId: subscription.id,
    period,
    settledAt: ctx.now(),
  });
  if (!payment) return;
  await repo.insertRevenue(tx, {
    userId: subscription.userId,
    revenueType: 'premium_service',
    amount,
    netAmount: amount,
    currency: 'USD',
    sourceType: 'subscription',
    status: 'completed',
    paymentMethod: `${ctx.provider.name}:card`,
    transactionId: payment.id,
    metadata: { invoice_id: event.invoiceId, subscription_id: event.subscriptionId, period },
  });
  await createNotification(tx, {
    userId: subscription.userId,
    type: 'subscription',
    title: `${subscription.productName} payment received`,
    message: `Your ${subscription.productName} membership is paid until ${event.periodEnd.toISOString().slice(0, 10)}.`,
    link: '/payments?tab=memberships',
  });
  await enqueueTemplateMail(tx, {
    userId: subscription.userId,
    template: 'premium_welcome',
    onceKey: `premium-welcome:${subscription.id}`,
    data: {
      membership_name: subscription.productName,
      paid_until: event.periodEnd.toISOString().slice(0, 10),
      dashboard_url: '/dashboard',
    },
  });
  await writeAuditLog(tx, {
    actorUserId: null,
    action: 'subscription.invoice_paid',
    entityType: 'subscription',
    entityId: subscription.id,
    data: { provider: ctx.provider.name, invoiceId: event.invoiceId, amount, period },
  });
}

async function subscriptionChanged(
  ctx: PaymentsContext,
  tx: Transaction,
  event: Extract<ProviderEvent, { type: 'subscription.updated' | 'subscription.deleted' }>,
) {
  const existing = await repo.findSubscriptionByProviderId(tx, ctx.provider.name, event.subscription.id);
  if (!existing) return;
  const ended = event.type === 'subscription.deleted' || event.subscription.status === 'canceled';
  const status = ended
    ? 'canceled'
    : event.subscription.status === 'incomplete'
      ? existing.status
      : event.subscription.status;
  await repo.updateSubscriptionRow(tx, existing.id, {
    status,
    cancelAtPeriodEnd: event.subscription.cancelAtPeriodEnd,
    currentPeriodStart: event.subscription.currentPeriodStart,
    currentPeriodEnd: event.subscription.currentPeriodEnd,
    ...(ended && !existing.canceledAt ? { canceledAt: ctx.now() } : {}),
  });
  if (ended && existing.status !== 'canceled')
    await createNotification(tx, {
      userId: existing.userId,
      type: 'subscription',
      title: `${existing.productName} ended`,
      message: `Your ${existing.productName} membership has ended.`,
      link: '/payments?tab=memberships',
    });
  await writeAuditLog(tx, {
    actorUserId: null,
    action: ended ? 'subscription.ended' : 'subscription.updated',
    entityType: 'subscription',
    entityId: existing.id,
    data: { provider: ctx.provider.name, status, cancelAtPeriodEnd: event.subscription.cancelAtPeriodEnd },
  });
}

/** Tells the buyer's open screens to refresh balances and history (sent after commit). */
function publishChange(ctx: PaymentsContext, userId: string, paymentId: string, status: string): AfterCommit {
  return async () =>
    ctx.realtime?.publishToUser(userId, 'portfolio', 'portfolio_update', { source: 'payment', paymentId, status });
}

/** "1124.705882352941176470" → "1,124.70" for people (cut, never rounded up past what was credited). */
function displayTokens(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return `${formatInteger(whole)}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
