import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { DEFAULT_SETTINGS } from '../../../domain/user-settings';
import { findProfileById, updateProfileById, type ProfileRow } from './profile-repository';
import { SETTINGS_KEY } from './settings-mapper';

/**
 * Reset to defaults: removes the stored notification, privacy, display and security choices (the
 * spec's "removes stored settings") and puts the display defaults back. The profile section is the
 * user's identity (name, phone, company, bio) and stays as it is.
 */
export async function resetMySettings(
  db: Database,
  userId: string,
  meta: { ipAddress: string; requestId: string },
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const current = await findProfileById(tx, userId);
    if (!current) throw notFound('No user logged in or backend not configured');
    const { [SETTINGS_KEY]: _removed, ...preferences } = current.preferences;
    const updated = await updateProfileById(tx, userId, {
      preferences,
      dashboardPreferences: {
        ...current.dashboardPreferences,
        theme: DEFAULT_SETTINGS.display.theme,
        compact_mode: DEFAULT_SETTINGS.display.compactMode,
      },
    });
    if (!updated) throw notFound('No user logged in or backend not configured');
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'settings.reset',
      entityType: 'user_profile',
      entityId: userId,
      data: {},
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
    return updated;
  });
}
