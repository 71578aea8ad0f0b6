import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { Mailer } from '../../platform/mailer/mailer';
import { newsletterWelcomeMail } from '../../platform/mailer/templates';

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thanks for subscribing! Watch your inbox for VINO updates.';

/**
 * Stores the address (re-subscribing one that left); the welcome mail goes only to a new or
 * returning subscriber, so submitting twice never mails twice.
 */
export async function subscribeToNewsletter(
  db: Database,
  mailer: Mailer,
  input: { email: string; source: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, source: input.source })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: 'subscribed',
        unsubscribedAt: null,
        subscribedAt: sql`case when ${newsletterSubscribers.status} = 'subscribed' then ${newsletterSubscribers.subscribedAt} else now() end`,
      },
      setWhere: sql`${newsletterSubscribers.status} <> 'subscribed'`,
    })
    .returning({ id: newsletterSubscribers.id });
  if (rows.length) await mailer.send({ to: email, template: 'newsletter-welcome', ...newsletterWelcomeMail() });
}
