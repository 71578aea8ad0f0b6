import type { Database } from '../../db/client';
import type { SignedInUser } from '../../platform/auth/guards';
import { unauthorized } from '../../platform/http/app-error';
import { verifyToken } from '../../platform/signed-links/signed-token';
import { invalidLink } from './confirm-subscription';
import { findPreferencesById, getOrCreateRecipient, normalizeEmail, type PreferencesRow } from './email-repository';

/**
 * Whose preferences: the holder of a signed preferences link, or else the signed-in user (their
 * account's address). A token wins over the session, so a link opened while signed in as someone
 * else edits the person the mail was sent to.
 */
export async function resolvePreferencesRecipient(
  deps: { db: Database; linkSecret: string },
  input: { token?: string; user: SignedInUser | null },
): Promise<PreferencesRow> {
  if (input.token) {
    const claims = verifyToken(deps.linkSecret, input.token, 'email-preferences');
    if (!claims.ok) throw invalidLink();
    const row = await findPreferencesById(deps.db, claims.subject);
    if (!row) throw invalidLink();
    return row;
  }
  if (!input.user) throw unauthorized();
  return getOrCreateRecipient(deps.db, normalizeEmail(input.user.email), input.user.id);
}
