import type { SubscriptionsResponse } from '../../../contracts/payments';
import { hasPremiumMembership } from './has-premium-membership';
import type { PaymentsContext } from './payments-context';
import { toSubscription } from './payments-mapper';
import { findUserSubscriptions } from './payments-repository';

export async function findMySubscriptions(ctx: PaymentsContext, userId: string): Promise<SubscriptionsResponse> {
  const [rows, premium] = await Promise.all([
    findUserSubscriptions(ctx.db, userId),
    hasPremiumMembership(ctx.db, userId, ctx.now()),
  ]);
  return { subscriptions: rows.map(toSubscription), premium };
}
