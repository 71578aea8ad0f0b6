import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_CATEGORIES,
  effectiveCategories,
  mayReceiveCategory,
  unsubscribedChoices,
} from './email-consent';

describe('e-mail consent rules', () => {
  it('has the spec defaults: transactional, security, newsletters and events on', () => {
    expect(DEFAULT_EMAIL_CATEGORIES).toEqual({
      transactional: true,
      security: true,
      newsletters: true,
      price_alerts: false,
      educational: false,
      events: true,
      product_updates: false,
      marketing: false,
    });
  });

  it('lays stored choices over the defaults and ignores anything that is not a boolean', () => {
    expect(effectiveCategories({ marketing: true, newsletters: false, events: 'yes', bogus: true })).toMatchObject({
      marketing: true,
      newsletters: false,
      events: true,
    });
    expect(effectiveCategories(null)).toEqual(DEFAULT_EMAIL_CATEGORIES);
  });

  it('sends a category only when it is on and the person has not unsubscribed from all', () => {
    const none = { stored: null, unsubscribedFromAll: false };
    expect(mayReceiveCategory('newsletters', none)).toBe(true);
    expect(mayReceiveCategory('marketing', none)).toBe(false);
    expect(mayReceiveCategory('marketing', { stored: { marketing: true }, unsubscribedFromAll: false })).toBe(true);
    expect(mayReceiveCategory('newsletters', { stored: { newsletters: false }, unsubscribedFromAll: false })).toBe(
      false,
    );
    expect(mayReceiveCategory('newsletters', { stored: {}, unsubscribedFromAll: true })).toBe(false);
  });

  it('always sends account and security notices, even after unsubscribing from all', () => {
    const gone = { stored: unsubscribedChoices(), unsubscribedFromAll: true };
    expect(mayReceiveCategory('transactional', gone)).toBe(true);
    expect(mayReceiveCategory('security', gone)).toBe(true);
    expect(
      Object.entries(unsubscribedChoices())
        .filter(([, on]) => on)
        .map(([c]) => c),
    ).toEqual(['transactional', 'security']);
  });
});
