/**
 * E-mail consent rules (operator spec sections 3 and 5): the eight preference categories with their
 * defaults, the newsletter interests, the audience segments and the rule a marketing send obeys.
 */
import { EMAIL_FREQUENCIES } from './user-settings';

export { EMAIL_FREQUENCIES };
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** Spec section 3, in the spec's order. */
export const EMAIL_CATEGORIES = [
  'transactional',
  'security',
  'newsletters',
  'price_alerts',
  'educational',
  'events',
  'product_updates',
  'marketing',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
export type EmailCategoryChoices = Record<EmailCategory, boolean>;

export const DEFAULT_EMAIL_CATEGORIES: EmailCategoryChoices = {
  transactional: true,
  security: true,
  newsletters: true,
  price_alerts: false,
  educational: false,
  events: true,
  product_updates: false,
  marketing: false,
};
export const DEFAULT_EMAIL_FREQUENCY: EmailFrequency = 'weekly';

/** Account and security notices continue after unsubscribing (spec: stated on the preferences page). */
export const ESSENTIAL_EMAIL_CATEGORIES: ReadonlySet<EmailCategory> = new Set(['transactional', 'security']);

export const NEWSLETTER_INTERESTS = [
  'Wine Investment Strategies',
  'Market Analysis & Trends',
  'New Wine Collections',
  'Exclusive Events & Tastings',
  'Technology Updates',
  'Regulatory & Compliance News',
] as const;
export type NewsletterInterest = (typeof NEWSLETTER_INTERESTS)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const AUDIENCE_SEGMENTS = ['all_users', 'investors', 'accredited', 'premium', 'new_users'] as const;
export type AudienceSegment = (typeof AUDIENCE_SEGMENTS)[number];
/** Investor statuses that put a user in the investors segment (spec section 6). */
export const INVESTOR_SEGMENT_STATUSES = ['verified', 'accredited'] as const;
export const NEW_USER_DAYS = 30;

/** Stored choices (only what the person set) over the spec defaults. */
export function effectiveCategories(stored: Partial<Record<string, unknown>> | null | undefined): EmailCategoryChoices {
  const result = { ...DEFAULT_EMAIL_CATEGORIES };
  for (const category of EMAIL_CATEGORIES) {
    const value = stored?.[category];
    if (typeof value === 'boolean') result[category] = value;
  }
  return result;
}

/**
 * The send rule: essential mail always goes; any other category goes only when the person's
 * choice (or, never chosen, the spec default shown on their preferences page) is on and they have
 * not unsubscribed from everything. Default-off categories are opt-in, as marketing consent must be.
 */
export function mayReceiveCategory(
  category: EmailCategory,
  state: { stored: Partial<Record<string, unknown>> | null; unsubscribedFromAll: boolean },
): boolean {
  if (ESSENTIAL_EMAIL_CATEGORIES.has(category)) return true;
  if (state.unsubscribedFromAll) return false;
  return effectiveCategories(state.stored)[category];
}

/** Unsubscribe from all: every category off except the essential ones. */
export function unsubscribedChoices(): EmailCategoryChoices {
  const result = { ...DEFAULT_EMAIL_CATEGORIES };
  for (const category of EMAIL_CATEGORIES) result[category] = ESSENTIAL_EMAIL_CATEGORIES.has(category);
  return result;
}
