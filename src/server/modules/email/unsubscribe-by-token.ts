import { EMAIL_MESSAGES } from '../../../contracts/email';
import { unsubscribedChoices } from '../../../domain/email-consent';
import type { Database } from '../../db/client';
import { verifyToken } from '../../platform/signed-links/signed-token';
import { invalidLink } from './confirm-subscription';
import type { EmailLinks } from './email-links';
import { findPreferencesById, setSubscriberStatus, updatePreferences } from './email-repository';

/**
 * Unsubscribe from all (the /unsubscribe page and the RFC 8058 one-click POST): the signed token
 * names the recipient; every category but the essential ones is turned off and the newsletter
 * subscription ends. Idempotent: a second click answers the same. Returns a preferences token
 * for "Customize Preferences Instead".
 */
export async function unsubscribeByToken(
  deps: {
    db: Database;
    links: EmailLinks;
    linkSecret: string;
    /** Puts the unsubscribe down to the campaign that was last mailed to the address. */
    onUnsubscribed?: (email: string) => Promise<void>;
  },
  token: string,
): Promise<{ message: string; preferencesToken: string }> {
  const claims = verifyToken(deps.linkSecret, token, 'unsubscribe');
  if (!claims.ok) throw invalidLink();
  const recipient = await findPreferencesById(deps.db, claims.subject);
  if (!recipient) throw invalidLink();
  await deps.db.transaction(async (tx) => {
    await updatePreferences(tx, recipient.id, {
      categories: unsubscribedChoices(),
      unsubscribedAt: recipient.unsubscribedAt ?? new Date(),
    });
    await setSubscriberStatus(tx, recipient.email, 'unsubscribed', 'active');
    await setSubscriberStatus(tx, recipient.email, 'unsubscribed', 'pending');
  });
  await deps.onUnsubscribed?.(recipient.email);
  return {
    message: EMAIL_MESSAGES.unsubscribed,
    preferencesToken: deps.links.token('email-preferences', recipient.id),
  };
}
