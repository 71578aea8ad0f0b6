import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailPreferences, newsletterSubscribers } from '../../db/schema/email';

/** Queries of the e-mail module only; the use cases decide. Addresses are lower-cased by callers. */

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type PreferencesRow = typeof emailPreferences.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findSubscriberByEmail(db: Executor, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return row;
}

export async function findSubscriberById(db: Executor, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  return row;
}

export async function findPreferencesById(db: Executor, id: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.id, id)).limit(1);
  return row;
}

export async function findPreferencesByEmail(db: Executor, email: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.email, email)).limit(1);
  return row;
}

/**
 * The recipient row of an address, made on first need (a link to mint, a page to open). Linking
 * `userId` records that the address belongs to an account.
 */
export async function getOrCreateRecipient(db: Executor, email: string, userId?: string): Promise<PreferencesRow> {
  const [row] = await db
    .insert(emailPreferences)
    .values({ email, userId: userId ?? null })
    .onConflictDoUpdate({
      target: emailPreferences.email,
      set: userId ? { userId } : { email: sql`excluded.email` },
    })
    .returning();
  return row!;
}

export async function updatePreferences(
  db: Executor,
  id: string,
  set: Partial<Pick<PreferencesRow, 'categories' | 'frequency' | 'frequencyChosen' | 'unsubscribedAt'>>,
): Promise<void> {
  await db
    .update(emailPreferences)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(emailPreferences.id, id));
}

export async function setSubscriberStatus(
  db: Executor,
  email: string,
  status: SubscriberRow['status'],
  onlyFrom?: SubscriberRow['status'],
): Promise<void> {
  const now = new Date();
  await db
    .update(newsletterSubscribers)
    .set({
      status,
      updatedAt: now,
      ...(status === 'unsubscribed' ? { unsubscribedAt: now } : { unsubscribedAt: null, subscribedAt: now }),
    })
    .where(
      and(eq(newsletterSubscribers.email, email), onlyFrom ? eq(newsletterSubscribers.status, onlyFrom) : undefined),
    );
}

/** pending → active, once: the double opt-in link was opened. Returns whether this call did it. */
export async function confirmPendingSubscriber(db: Executor, id: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'active', confirmedAt: now, subscribedAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, 'pending')))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
