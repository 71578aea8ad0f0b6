/** The membership plans' price ids: the sandbox catalogue, Stripe's price lookup and the audience segments use them. */
export const PREMIUM_CIRCLE_PRICE_ID = 'premium_circle';
export const ENTERPRISE_PLAN_PRICE_ID = 'enterprise_plan';

/** Plans that carry the Premium Circle entitlement (the Enterprise Plan includes it). */
export const PREMIUM_PRICE_IDS: readonly string[] = [PREMIUM_CIRCLE_PRICE_ID, ENTERPRISE_PLAN_PRICE_ID];
