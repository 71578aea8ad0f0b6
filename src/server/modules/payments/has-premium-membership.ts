import type { Executor } from '../../db/client';
import { PREMIUM_PRICE_IDS } from '../../../domain/payments/membership-plans';
import { hasActiveSubscription } from './payments-repository';

/**
 * The Premium Circle entitlement other modules check (premium documents, the members' staking
 * pool, redemption requests): an active Premium Circle (or Enterprise) membership whose paid period
 * has not ended. Cancelled at period end still counts until that end.
 */
export function hasPremiumMembership(db: Executor, userId: string, now: Date = new Date()): Promise<boolean> {
  return hasActiveSubscription(db, userId, PREMIUM_PRICE_IDS, now);
}
