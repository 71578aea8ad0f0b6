import { EMAIL_MESSAGES } from '../../../contracts/email';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/email';
import { verifyToken } from '../../platform/signed-links/signed-token';
import { invalidLink } from './confirm-subscription';
import { findPreferencesById, setSubscriberStatus, updatePreferences } from './email-repository';

/**
 * Resubscribe on the unsubscribe page (spec: "removes the local record"): the unsubscribe is
 * forgotten, the categories go back to the spec defaults and the newsletter subscription is
 * active again. The same signed token that unsubscribed is the proof of the address.
 */
export async function resubscribeByToken(
  deps: { db: Database; linkSecret: string },
  token: string,
): Promise<{ message: string }> {
  const claims = verifyToken(deps.linkSecret, token, 'unsubscribe');
  if (!claims.ok) throw invalidLink();
  const recipient = await findPreferencesById(deps.db, claims.subject);
  if (!recipient) throw invalidLink();
  await deps.db.transaction(async (tx) => {
    await updatePreferences(tx, recipient.id, { categories: {}, unsubscribedAt: null });
    const now = new Date();
    await tx
      .insert(newsletterSubscribers)
      .values({ email: recipient.email, source: 'resubscribe', status: 'active', confirmedAt: now, subscribedAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    await setSubscriberStatus(tx, recipient.email, 'active', 'unsubscribed');
  });
  return { message: EMAIL_MESSAGES.resubscribed };
}
