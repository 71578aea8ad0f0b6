/**
 * The settings area's error codes and fixed texts (operator spec, System Settings). No zod here: the
 * shell's platform notices read them on every page, including the home page (budget: ADR 008).
 * contracts/settings.ts re-exports both.
 */
export const SETTINGS_ERROR_CODES = {
  conflict: 'SETTINGS_CONFLICT',
  maintenance: 'MAINTENANCE',
  ipNotAllowed: 'IP_NOT_ALLOWED',
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  sessionIdle: 'SESSION_IDLE_TIMEOUT',
} as const;

export const SETTINGS_MESSAGES = {
  conflict:
    'Another admin saved these settings while you were editing. Your changes were not saved: reload to see the current values, then make your changes again.',
  maintenance: 'The platform is under maintenance. Changes are paused until it ends; please try again later.',
  banner:
    'The platform is under maintenance. You can look around, but trading, purchases and other changes are paused until it ends.',
  tradeRange: 'Minimum trade amount must not exceed the maximum trade amount',
  allowListEmpty: 'Add at least one address or range before turning IP whitelisting on',
  lockout: (ip: string) =>
    `Your current address ${ip} is not in the allow-list; add it (or a range containing it) so you do not lock yourself out`,
  resetConfirm: 'Are you sure you want to reset all settings to defaults? This action cannot be undone.',
  resetDone: 'Settings reset to defaults. Click Save to apply changes.',
  saved: 'Configuration saved successfully!',
  ipNotAllowed: 'The admin area cannot be reached from your address. Ask another admin to add it to the IP allow-list.',
  twoFactorAdmin:
    'Two-factor authentication is required for admins. Set it up in Dashboard → Settings → Security, then come back to the admin area.',
  twoFactorUser: 'Two-factor authentication is required for this. Set it up in Dashboard → Settings → Security first.',
  twoFactorReminder:
    'The platform requires two-factor authentication. Set it up in Dashboard → Settings → Security: you will need it to create API keys or redeem tokens.',
  sessionIdle: (minutes: number) =>
    `Your session ended after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} without activity. Please sign in again.`,
} as const;
