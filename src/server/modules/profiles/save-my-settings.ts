import type { SaveSettingsRequest } from '../../../contracts/user-settings';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { findProfileById, updateProfileById, type ProfileRow } from './profile-repository';
import { SETTINGS_KEY } from './settings-mapper';

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Save Changes of the settings panel: the profile section into user_profiles' own columns, the
 * other sections into preferences.settings, and theme / compact mode also into dashboard_preferences
 * (the profile's display fields of core spec section 3). One transaction with its audit entry.
 */
export async function saveMySettings(
  db: Database,
  userId: string,
  input: SaveSettingsRequest,
  meta: { ipAddress: string; requestId: string },
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const current = await findProfileById(tx, userId);
    if (!current) throw notFound('No user logged in or backend not configured');
    const updated = await updateProfileById(tx, userId, {
      fullName: orNull(input.profile.displayName),
      phone: orNull(input.profile.phone),
      company: orNull(input.profile.company),
      bio: orNull(input.profile.bio),
      dashboardPreferences: {
        ...current.dashboardPreferences,
        theme: input.display.theme,
        compact_mode: input.display.compactMode,
      },
      preferences: {
        ...current.preferences,
        [SETTINGS_KEY]: {
          notifications: input.notifications,
          privacy: input.privacy,
          display: input.display,
          security: input.security,
        },
      },
    });
    if (!updated) throw notFound('No user logged in or backend not configured');
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'settings.update',
      entityType: 'user_profile',
      entityId: userId,
      data: { sections: Object.keys(input) },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
    return updated;
  });
}
