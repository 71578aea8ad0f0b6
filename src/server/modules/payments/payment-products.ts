import type { MembershipPlan } from '../../../contracts/payments';
import { ENTERPRISE_PLAN_PRICE_ID, PREMIUM_CIRCLE_PRICE_ID } from '../../../domain/payments/membership-plans';

/**
 * The payment product config of investor spec section 3: the VINO token (bounds in the contracts)
 * and the two memberships. Premium Circle is the entitlement other modules check.
 */

export const MEMBERSHIP_PLANS: readonly (MembershipPlan & { amountCents: bigint })[] = [
  {
    priceId: PREMIUM_CIRCLE_PRICE_ID,
    name: 'Premium Circle',
    description: 'Wine redemption rights, VIP events and higher staking rewards.',
    amount: '299.00',
    amountCents: 29_900n,
    currency: 'usd',
    recurringInterval: 'month',
    mostPopular: true,
  },
  {
    priceId: ENTERPRISE_PLAN_PRICE_ID,
    name: 'Enterprise Plan',
    description: 'White-label access with the API for institutions.',
    amount: '9999.00',
    amountCents: 999_900n,
    currency: 'usd',
    recurringInterval: 'month',
    mostPopular: false,
  },
];

export const findPlan = (priceId: string) => MEMBERSHIP_PLANS.find((p) => p.priceId === priceId);

/** One calendar month later (the sandbox's billing period), clamped like Stripe at month ends. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
