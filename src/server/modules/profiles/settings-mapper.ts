import type { UserSettings } from '../../../contracts/user-settings';
import { withDefaults, type StoredSettings } from '../../../domain/user-settings';
import type { ProfileRow } from './profile-repository';

/** Where the panel's non-profile sections live inside user_profiles.preferences. */
export const SETTINGS_KEY = 'settings';

interface StoredPanelSettings extends Partial<StoredSettings> {
  security?: { apiKeyVisible?: boolean };
}

export function storedSettingsOf(row: ProfileRow): StoredPanelSettings | undefined {
  const value = row.preferences[SETTINGS_KEY];
  return value && typeof value === 'object' ? (value as StoredPanelSettings) : undefined;
}

/** The profile row as the settings panel's five sections, defaults filled in (investor spec section 9). */
export function toUserSettings(row: ProfileRow, auth: { twoFactorEnabled: boolean }): UserSettings {
  const stored = storedSettingsOf(row);
  return {
    profile: {
      displayName: row.fullName ?? '',
      email: row.email,
      phone: row.phone ?? '',
      company: row.company ?? '',
      bio: row.bio ?? '',
    },
    ...withDefaults(stored),
    security: { twoFactorEnabled: auth.twoFactorEnabled, apiKeyVisible: stored?.security?.apiKeyVisible ?? false },
  };
}
