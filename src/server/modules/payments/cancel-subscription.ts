import { PAYMENT_MESSAGES, type Subscription } from '../../../contracts/payments';
import type { SignedInUser } from '../../platform/auth/guards';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import type { PaymentsContext } from './payments-context';
import { toSubscription } from './payments-mapper';
import { findUserSubscriptions, updateSubscriptionRow } from './payments-repository';

/**
 * Cancels one of the user's memberships at the end of the current period: it stays active (and
 * premium access with it) until then; the provider ends it at period end. Accepts our id or the
 * provider's.
 */
export async function cancelSubscription(
  ctx: PaymentsContext,
  user: SignedInUser,
  subscriptionId: string,
): Promise<Subscription> {
  const mine = await findUserSubscriptions(ctx.db, user.id);
  const subscription = mine.find((s) => s.id === subscriptionId || s.providerSubscriptionId === subscriptionId);
  if (!subscription) throw notFound('Subscription not found.');
  if (subscription.status === 'canceled' || subscription.cancelAtPeriodEnd) return toSubscription(subscription);
  let updated;
  try {
    updated = await ctx.provider.cancelSubscriptionAtPeriodEnd(subscription.providerSubscriptionId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) throw error;
    ctx.log.error({ err: error }, 'subscription cancellation failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.cancelSubscriptionFailed);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await updateSubscriptionRow(tx, subscription.id, {
      cancelAtPeriodEnd: true,
      currentPeriodEnd: updated.currentPeriodEnd,
    });
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'subscription.cancel_at_period_end',
      entityType: 'subscription',
      entityId: subscription.id,
      data: { endsAt: updated.currentPeriodEnd.toISOString() },
    });
    return stored;
  });
  return toSubscription(row);
}
