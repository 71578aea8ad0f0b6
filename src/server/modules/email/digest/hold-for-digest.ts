import { inArray } from 'drizzle-orm';
import type { EmailCategory } from '../../../../domain/email-consent';
import { digestPeriodMs } from '../../../../domain/email-digest';
import type { Executor } from '../../../db/client';
import { emailPreferences } from '../../../db/schema/email';
import { emailDigestItems } from '../../../db/schema/email-digests';

/** A marketing mail held for a digest instead of going now. */
export interface DigestHold {
  email: string;
  category: EmailCategory;
  title: string;
  body: string;
  /** The campaign's send-list row, when it is a campaign mail (held once per row). */
  campaignRecipientId?: string;
}

/**
 * Which of `emails` (lower-cased) get marketing mail in a digest: those who chose a daily, weekly
 * or monthly frequency. One query for a whole batch.
 */
export async function findDigestHolders(db: Executor, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({
      email: emailPreferences.email,
      frequency: emailPreferences.frequency,
      frequencyChosen: emailPreferences.frequencyChosen,
    })
    .from(emailPreferences)
    .where(inArray(emailPreferences.email, emails));
  return new Set(rows.filter((row) => digestPeriodMs(row) !== null).map((row) => row.email));
}

/** Records the held mails; a campaign row already held (a resumed sender) is not held twice. */
export async function holdForDigest(db: Executor, holds: DigestHold[]): Promise<void> {
  if (!holds.length) return;
  await db
    .insert(emailDigestItems)
    .values(
      holds.map((h) => ({
        email: h.email.toLowerCase(),
        category: h.category,
        title: h.title,
        body: h.body,
        campaignRecipientId: h.campaignRecipientId ?? null,
      })),
    )
    .onConflictDoNothing();
}

/**
 * A template mail's own words for a digest entry: its plain-text part without the layout's frame
 * (the VINO wordmark and title before, the footer links after the rule); the entry shows the
 * subject as its title and the digest carries its own footer.
 */
export function framedBodyText(text: string): string {
  const withoutFooter = text.split(/\n-{20,}\n/)[0] ?? text;
  return withoutFooter
    .split(/\n{2,}/)
    .slice(2)
    .join('\n\n')
    .trim();
}
