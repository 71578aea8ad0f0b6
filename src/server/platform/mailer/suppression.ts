import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailSuppressions } from '../../db/schema';

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  source: string;
}

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Whether `email` is on the suppression list (a hard bounce or a complaint). The mailer asks this
 * before every send; a campaign may ask it too, to count the address as skipped up front.
 */
export async function isSuppressed(db: Executor, email: string): Promise<boolean> {
  return (await findSuppression(db, email)) !== undefined;
}

/** Which of `emails` are on the list (lower-cased), in one query: a campaign batch asks this. */
export async function findSuppressedAmong(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(inArray(emailSuppressions.email, emails.map(normalize)));
  return new Set(rows.map((r) => r.email));
}

export async function findSuppression(db: Executor, email: string): Promise<Suppression | undefined> {
  const [row] = await db
    .select({ email: emailSuppressions.email, reason: emailSuppressions.reason, source: emailSuppressions.source })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, normalize(email)))
    .limit(1);
  return row;
}

/**
 * Puts `email` on the list. A complaint outranks a bounce (it is the stronger "never again"), so a
 * later bounce report does not overwrite it; repeated reports keep the first date.
 */
export async function suppressAddress(db: Executor, entry: Suppression & { detail?: string | null }): Promise<void> {
  await db
    .insert(emailSuppressions)
    .values({ email: normalize(entry.email), reason: entry.reason, source: entry.source, detail: entry.detail ?? null })
    .onConflictDoUpdate({
      target: emailSuppressions.email,
      set: {
        reason: sql`case when ${emailSuppressions.reason} = 'complaint' then 'complaint' else excluded.reason end`,
      },
    });
}
