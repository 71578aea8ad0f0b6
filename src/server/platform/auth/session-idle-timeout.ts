import { eq } from 'drizzle-orm';
import { SETTINGS_ERROR_CODES, SETTINGS_MESSAGES } from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { session as sessionTable } from '../../db/schema/auth';
import type { SessionCheck } from './guards';
import { AppError } from '../http/app-error';
import type { SettingsService } from '../settings/settings-service';

/** Activity is written at most this often per session (one small UPDATE a minute, not per request). */
const MAX_TOUCH_INTERVAL_MS = 60_000;

/**
 * sessionTimeout: a session unused for longer than the setting ends (deleted; the request answers
 * 401 with the reason). Activity is the session row's updated_at, touched as requests arrive. The
 * session's absolute lifetime stays Better Auth's, which "remember me" decides.
 */
export function createSessionIdleCheck(db: Database, settings: SettingsService, now = () => Date.now()): SessionCheck {
  return async (session) => {
    const timeoutMs = (await settings.get()).security.sessionTimeoutSeconds * 1000;
    const idleMs = now() - new Date(session.updatedAt).getTime();
    if (idleMs > timeoutMs) {
      await db.delete(sessionTable).where(eq(sessionTable.id, session.id));
      throw new AppError(
        401,
        SETTINGS_ERROR_CODES.sessionIdle,
        SETTINGS_MESSAGES.sessionIdle(Math.max(1, Math.round(timeoutMs / 60_000))),
      );
    }
    if (idleMs > Math.min(MAX_TOUCH_INTERVAL_MS, timeoutMs / 10)) {
      const touchedAt = new Date(now());
      await db.update(sessionTable).set({ updatedAt: touchedAt }).where(eq(sessionTable.id, session.id));
      // The session cache hands this object to the next requests: they see the activity just written.
      session.updatedAt = touchedAt;
    }
  };
}
