import { EMAIL_MESSAGES } from '../../../contracts/email';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { Mailer } from '../../platform/mailer/mailer';
import { newsletterWelcomeTemplate, renderTemplate } from '../../platform/mailer/templates/mail-templates';
import { verifyToken } from '../../platform/signed-links/signed-token';
import type { EmailLinks } from './email-links';
import {
  confirmPendingSubscriber,
  findSubscriberById,
  getOrCreateRecipient,
  updatePreferences,
} from './email-repository';
import { mayReceive } from './may-receive';

export const invalidLink = () => new AppError(400, 'INVALID_LINK', EMAIL_MESSAGES.invalidLink);

/**
 * The double opt-in link: a pending subscriber becomes active and gets the welcome mail (a
 * marketing mail: List-Unsubscribe headers and signed footer links). Opening it again answers the
 * same without a second mail. A link for an address that unsubscribed since is refused: an old
 * confirmation is no longer consent.
 */
export async function confirmSubscription(
  deps: { db: Database; mailer: Mailer; links: EmailLinks; linkSecret: string },
  token: string,
): Promise<{ message: string }> {
  const claims = verifyToken(deps.linkSecret, token, 'newsletter-confirm');
  if (!claims.ok) throw invalidLink();
  const subscriber = await findSubscriberById(deps.db, claims.subject);
  if (!subscriber || subscriber.status === 'unsubscribed') throw invalidLink();
  if (subscriber.status === 'active') return { message: EMAIL_MESSAGES.confirmed };

  const recipient = await deps.db.transaction(async (tx) => {
    if (!(await confirmPendingSubscriber(tx, subscriber.id))) return null;
    const row = await getOrCreateRecipient(tx, subscriber.email);
    // Confirming is an explicit yes to newsletters, also after an earlier "unsubscribe from all".
    await updatePreferences(tx, row.id, { categories: { ...row.categories, newsletters: true }, unsubscribedAt: null });
    return row;
  });
  // Opened twice at once: the other request confirmed and sends the welcome.
  if (!recipient) return { message: EMAIL_MESSAGES.confirmed };

  if (await mayReceive(deps.db, 'newsletters', subscriber)) {
    await deps.mailer.send({
      to: subscriber.email,
      headers: deps.links.listUnsubscribeHeaders(recipient.id),
      ...(await renderTemplate(newsletterWelcomeTemplate, {
        unsubscribe_url: deps.links.unsubscribeUrl(recipient.id),
        preferences_url: deps.links.preferencesUrl(recipient.id),
      })),
    });
  }
  return { message: EMAIL_MESSAGES.confirmed };
}
