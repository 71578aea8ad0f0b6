/**
 * The user settings panel's choices and defaults (investor spec sections 3 and 9). The profile
 * section lives in user_profiles; these are the rest, stored on the server per user.
 */

export const EMAIL_FREQUENCIES = ['immediate', 'daily', 'weekly', 'monthly'] as const;
export const THEMES = ['dark', 'light', 'auto'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD'] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;

export interface NotificationSettings {
  priceAlerts: boolean;
  portfolioUpdates: boolean;
  marketNews: boolean;
  exclusiveOffers: boolean;
  educational: boolean;
  events: boolean;
  emailFrequency: (typeof EMAIL_FREQUENCIES)[number];
}

export interface PrivacySettings {
  showPortfolio: boolean;
  showActivity: boolean;
  analyticsOptIn: boolean;
  marketingOptIn: boolean;
}

export interface DisplaySettings {
  theme: (typeof THEMES)[number];
  currency: (typeof CURRENCIES)[number];
  language: (typeof LANGUAGES)[number];
  compactMode: boolean;
}

export interface StoredSettings {
  notifications: NotificationSettings;
  privacy: PrivacySettings;
  display: DisplaySettings;
}

/** Spec section 9: price alerts, portfolio updates, exclusive offers and events on; weekly e-mail. */
export const DEFAULT_SETTINGS: StoredSettings = {
  notifications: {
    priceAlerts: true,
    portfolioUpdates: true,
    marketNews: false,
    exclusiveOffers: true,
    educational: false,
    events: true,
    emailFrequency: 'weekly',
  },
  privacy: { showPortfolio: false, showActivity: false, analyticsOptIn: true, marketingOptIn: false },
  display: { theme: 'dark', currency: 'USD', language: 'en', compactMode: false },
};

/** Stored settings merged over the defaults, section by section (older rows may lack new keys). */
export function withDefaults(
  stored: Partial<{ [K in keyof StoredSettings]: Partial<StoredSettings[K]> }> | undefined,
): StoredSettings {
  return {
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored?.notifications },
    privacy: { ...DEFAULT_SETTINGS.privacy, ...stored?.privacy },
    display: { ...DEFAULT_SETTINGS.display, ...stored?.display },
  };
}
