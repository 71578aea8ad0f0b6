import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, min, sql } from 'drizzle-orm';
import type { EmailCategory } from '../../../../domain/email-consent';
import { digestIsDue, digestPeriodMs } from '../../../../domain/email-digest';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { emailPreferences, newsletterSubscribers } from '../../../db/schema/email';
import { emailDigestItems } from '../../../db/schema/email-digests';
import { mailOutbox } from '../../../db/schema/platform';
import type { Mailer } from '../../../platform/mailer/mailer';
import { encodeDigestEntries } from '../../../platform/mailer/templates/digest-template';
import { digestTemplate, renderTemplate } from '../../../platform/mailer/templates/mail-templates';
import type { EmailLinks } from '../email-links';
import { mayReceive } from '../may-receive';

/** The header naming the digest a mail carries: how a restart tells a mailed digest from one that was not. */
export const DIGEST_HEADER = 'X-Vino-Digest';
/** Items claimed longer ago than this by a sender that never marked them were left by a dead one. */
export const DIGEST_CLAIM_STALE_MS = 10 * 60_000;

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  links: EmailLinks;
}

export interface DigestOutcome {
  digests: number;
  dropped: number;
}

/**
 * Sends every due digest (app clock `now`): one mail per person whose oldest held item has waited
 * their period, with all their held items. Items of a category the person turned off, or of a
 * person who unsubscribed from all, are dropped, never sent. Items go held → sending (claimed by
 * one digest id) → sent, so two runs never mail the same item; a run that died after mailing is
 * settled against the outbox.
 */
export async function sendDueDigests(deps: DigestDeps, now: Date): Promise<DigestOutcome> {
  await settleStaleClaims(deps.db, now);
  const outcome: DigestOutcome = { digests: 0, dropped: 0 };
  const people = await deps.db
    .select({
      email: emailDigestItems.email,
      oldest: min(emailDigestItems.createdAt),
      preferencesId: emailPreferences.id,
      frequency: emailPreferences.frequency,
      frequencyChosen: emailPreferences.frequencyChosen,
    })
    .from(emailDigestItems)
    .leftJoin(emailPreferences, eq(emailPreferences.email, emailDigestItems.email))
    .where(eq(emailDigestItems.status, 'held'))
    .groupBy(emailDigestItems.email, emailPreferences.id);
  for (const person of people) {
    // A frequency changed back to immediate sends what was held at once.
    const period = person.frequency
      ? digestPeriodMs({ frequency: person.frequency, frequencyChosen: !!person.frequencyChosen })
      : null;
    if (!person.oldest || !digestIsDue(person.oldest, period, now)) continue;
    const label = period === null ? 'latest' : person.frequency!;
    const result = await sendDigest(deps, person.email, person.preferencesId, label);
    outcome.digests += result.sent ? 1 : 0;
    outcome.dropped += result.dropped;
  }
  return outcome;
}

async function sendDigest(
  deps: DigestDeps,
  email: string,
  preferencesId: string | null,
  periodLabel: string,
): Promise<{ sent: boolean; dropped: number }> {
  const { db } = deps;
  const held = await db
    .select({ id: emailDigestItems.id, category: emailDigestItems.category })
    .from(emailDigestItems)
    .where(and(eq(emailDigestItems.email, email), eq(emailDigestItems.status, 'held')));
  // The send rule again, now: turned off or unsubscribed since the mail was held means dropped.
  const allowed = new Map<EmailCategory, boolean>();
  for (const category of new Set(held.map((i) => i.category)))
    allowed.set(category, preferencesId !== null && (await mayReceive(db, category, { email })));
  const drop = held.filter((i) => !allowed.get(i.category)).map((i) => i.id);
  if (drop.length)
    await db
      .update(emailDigestItems)
      .set({ status: 'dropped' })
      .where(and(inArray(emailDigestItems.id, drop), eq(emailDigestItems.status, 'held')));
  const keep = held.filter((i) => allowed.get(i.category)).map((i) => i.id);
  if (!keep.length || !preferencesId) return { sent: false, dropped: drop.length };

  const digestId = randomUUID();
  // Only 'held' rows are claimed: a second run (or node) racing this one claims none of them.
  const claimed = await db
    .update(emailDigestItems)
    .set({ status: 'sending', digestId, claimedAt: new Date() })
    .where(and(inArray(emailDigestItems.id, keep), eq(emailDigestItems.status, 'held')))
    .returning({ title: emailDigestItems.title, body: emailDigestItems.body, createdAt: emailDigestItems.createdAt });
  if (!claimed.length) return { sent: false, dropped: drop.length };
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const mail = await renderTemplate(digestTemplate, {
    user_name: (await nameOf(db, email)) ?? 'there',
    period: periodLabel,
    item_count: String(claimed.length),
    items: encodeDigestEntries(claimed.map(({ title, body }) => ({ title, body }))),
    unsubscribe_url: deps.links.unsubscribeUrl(preferencesId),
    preferences_url: deps.links.preferencesUrl(preferencesId),
  });
  await deps.mailer.send({
    ...mail,
    to: email,
    headers: { ...deps.links.listUnsubscribeHeaders(preferencesId), [DIGEST_HEADER]: digestId },
  });
  // A crash before this line leaves the items 'sending'; settleStaleClaims finds the mail in the outbox.
  await markDigestSent(db, digestId);
  return { sent: true, dropped: drop.length };
}

async function markDigestSent(db: Database, digestId: string): Promise<void> {
  await db
    .update(emailDigestItems)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(emailDigestItems.digestId, digestId), eq(emailDigestItems.status, 'sending')));
}

/**
 * Items a dead run left claimed: sent if the mailer took their digest (its outbox row carries the
 * digest id), else held again for the next digest. Only claims older than DIGEST_CLAIM_STALE_MS, so
 * a live run's claim is never undone under it.
 */
async function settleStaleClaims(db: Database, now: Date): Promise<void> {
  const stale = await db
    .selectDistinct({ digestId: emailDigestItems.digestId })
    .from(emailDigestItems)
    .where(
      and(
        eq(emailDigestItems.status, 'sending'),
        lt(emailDigestItems.claimedAt, new Date(now.getTime() - DIGEST_CLAIM_STALE_MS)),
      ),
    );
  for (const { digestId } of stale) {
    if (!digestId) continue;
    const [mailed] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.headers}->>${DIGEST_HEADER} = ${digestId}`)
      .limit(1);
    if (mailed) await markDigestSent(db, digestId);
    else
      await db
        .update(emailDigestItems)
        .set({ status: 'held', digestId: null, claimedAt: null })
        .where(and(eq(emailDigestItems.digestId, digestId), eq(emailDigestItems.status, 'sending')));
  }
}

/** The name the digest greets: the subscriber's, else the account's. */
async function nameOf(db: Database, email: string): Promise<string | null> {
  const [subscriber] = await db
    .select({ name: newsletterSubscribers.name })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  if (subscriber?.name) return subscriber.name;
  const [account] = await db
    .select({ name: user.name })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .orderBy(asc(user.createdAt))
    .limit(1);
  return account?.name || null;
}
