import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, withDefaults } from './user-settings';

describe('user settings defaults (investor spec section 9)', () => {
  it('turns on price alerts, portfolio updates, exclusive offers and events only', () => {
    const n = DEFAULT_SETTINGS.notifications;
    expect([n.priceAlerts, n.portfolioUpdates, n.exclusiveOffers, n.events]).toEqual([true, true, true, true]);
    expect([n.marketNews, n.educational]).toEqual([false, false]);
    expect(n.emailFrequency).toBe('weekly');
  });

  it('opts into analytics only', () => {
    expect(DEFAULT_SETTINGS.privacy).toEqual({
      showPortfolio: false,
      showActivity: false,
      analyticsOptIn: true,
      marketingOptIn: false,
    });
  });

  it('shows the dark theme in USD and English by default', () => {
    expect(DEFAULT_SETTINGS.display).toEqual({ theme: 'dark', currency: 'USD', language: 'en', compactMode: false });
  });

  it('fills keys missing from stored settings with the defaults', () => {
    const merged = withDefaults({ display: { theme: 'light' }, privacy: { showPortfolio: true } });
    expect(merged.display).toEqual({ ...DEFAULT_SETTINGS.display, theme: 'light' });
    expect(merged.privacy.showPortfolio).toBe(true);
    expect(merged.notifications).toEqual(DEFAULT_SETTINGS.notifications);
    expect(withDefaults(undefined)).toEqual(DEFAULT_SETTINGS);
  });
});
