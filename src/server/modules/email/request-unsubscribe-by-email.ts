import { eq } from 'drizzle-orm';
import { EMAIL_MESSAGES } from '../../../contracts/email';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import type { Mailer } from '../../platform/mailer/mailer';
import { renderTemplate, unsubscribeConfirmTemplate } from '../../platform/mailer/templates/mail-templates';
import type { EmailLinks } from './email-links';
import {
  findPreferencesByEmail,
  findSubscriberByEmail,
  getOrCreateRecipient,
  normalizeEmail,
} from './email-repository';

/**
 * /unsubscribe?email=…: an address alone proves nothing, so nothing is unsubscribed. If we know
 * the address (subscriber, preferences or account) it is sent a signed unsubscribe link; the
 * answer is the same either way, so the form reveals no one's membership.
 */
export async function requestUnsubscribeByEmail(
  deps: { db: Database; mailer: Mailer; links: EmailLinks },
  rawEmail: string,
): Promise<{ message: string }> {
  const email = normalizeEmail(rawEmail);
  const known =
    (await findPreferencesByEmail(deps.db, email)) ??
    (await findSubscriberByEmail(deps.db, email)) ??
    (await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  if (known) {
    const recipient = await getOrCreateRecipient(deps.db, email);
    await deps.mailer.send({
      to: email,
      ...(await renderTemplate(unsubscribeConfirmTemplate, {
        unsubscribe_url: deps.links.unsubscribeUrl(recipient.id),
      })),
    });
  }
  return { message: EMAIL_MESSAGES.unsubscribeCheckEmail };
}
