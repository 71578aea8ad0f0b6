import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EMAIL_MESSAGES, type NewsletterSignupRequestSchema } from '../../../contracts/email';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/email';
import type { Mailer } from '../../platform/mailer/mailer';
import { newsletterConfirmTemplate, renderTemplate } from '../../platform/mailer/templates/mail-templates';
import type { EmailLinks } from './email-links';
import { normalizeEmail } from './email-repository';

/** A pending address gets at most one confirmation mail per this interval (no mail-bombing a stranger). */
const RESEND_CONFIRMATION_AFTER_MS = 10 * 60_000;

/**
 * Newsletter sign-up with double opt-in. A new (or formerly unsubscribed) address is stored as
 * 'pending' and sent a signed confirmation link; it receives nothing else until confirmed. An
 * active address is left alone: a duplicate counts as success (spec section 5), and the answer is
 * the same whatever the address's state, so the form tells no one who is subscribed.
 */
export async function subscribeToNewsletter(
  deps: { db: Database; mailer: Mailer; links: EmailLinks },
  input: z.output<typeof NewsletterSignupRequestSchema>,
): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const now = new Date();
  const resendBefore = new Date(now.getTime() - RESEND_CONFIRMATION_AFTER_MS);
  const s = newsletterSubscribers;
  const [row] = await deps.db
    .insert(s)
    .values({
      email,
      name: input.name || null,
      interests: input.interests ?? [],
      source: input.source,
      sourcePage: input.sourcePage ?? null,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: s.email,
      set: {
        status: 'pending',
        name: sql`coalesce(excluded.name, ${s.name})`,
        interests: sql`case when cardinality(excluded.interests) > 0 then excluded.interests else ${s.interests} end`,
        source: sql`excluded.source`,
        sourcePage: sql`excluded.source_page`,
        updatedAt: now,
      },
      // Active stays active; a pending one is touched (and mailed again) only after the interval.
      setWhere: sql`${s.status} = 'unsubscribed' or (${s.status} = 'pending' and ${s.updatedAt} < ${resendBefore})`,
    })
    .returning({ id: s.id, name: s.name });
  if (row) {
    await deps.mailer.send({
      to: email,
      ...(await renderTemplate(newsletterConfirmTemplate, {
        confirm_url: deps.links.confirmUrl(row.id),
        user_name: row.name ?? '',
      })),
    });
  }
  return { message: EMAIL_MESSAGES.signupSuccess };
}
