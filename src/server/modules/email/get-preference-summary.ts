import { count, desc, sql } from 'drizzle-orm';
import type { EmailPreferenceSummary } from '../../../contracts/email';
import { DEFAULT_EMAIL_CATEGORIES, EMAIL_CATEGORIES, EMAIL_FREQUENCIES } from '../../../domain/email-consent';
import type { Executor } from '../../db/client';
import { emailPreferences } from '../../db/schema/email';
import { emailSuppressions } from '../../db/schema/mail-delivery';

const RECENT_SUPPRESSIONS = 50;

/**
 * The Email Preferences tab: per category, how many of the people with a preference record receive it
 * (their own choice, or the spec default where they made none), the frequencies chosen, unsubscribes
 * from all, and the suppression list.
 * Counted by the database in one pass over email_preferences.
 */
export async function getPreferenceSummary(db: Executor): Promise<EmailPreferenceSummary> {
  const perCategory = EMAIL_CATEGORIES.flatMap((c) => [
    sql<number>`count(*) filter (where ${emailPreferences.categories}->>${c} = 'true')::int`.as(`${c}_on`),
    sql<number>`count(*) filter (where ${emailPreferences.categories}->>${c} = 'false')::int`.as(`${c}_off`),
  ]);
  const [totals, frequencies, [suppressed], suppressions] = await Promise.all([
    db
      .select({
        people: sql<number>`count(*)::int`,
        unsubscribedFromAll: sql<number>`count(${emailPreferences.unsubscribedAt})::int`,
        ...Object.fromEntries(perCategory.map((column, i) => [`k${i}`, column])),
      })
      .from(emailPreferences),
    db
      .select({ frequency: emailPreferences.frequency, people: count() })
      .from(emailPreferences)
      .groupBy(emailPreferences.frequency),
    db.select({ n: count() }).from(emailSuppressions),
    db.select().from(emailSuppressions).orderBy(desc(emailSuppressions.createdAt)).limit(RECENT_SUPPRESSIONS),
  ]);
  const row = (totals[0] ?? {}) as Record<string, number>;
  const byFrequency = new Map(frequencies.map((f) => [f.frequency, f.people]));
  return {
    people: row.people ?? 0,
    unsubscribedFromAll: row.unsubscribedFromAll ?? 0,
    categories: EMAIL_CATEGORIES.map((category, i) => {
      const people = row.people ?? 0;
      const defaultOn = DEFAULT_EMAIL_CATEGORIES[category];
      // A category nobody set follows the default: on for everyone but those who turned it off, or the reverse.
      const on = defaultOn ? people - (row[`k${2 * i + 1}`] ?? 0) : (row[`k${2 * i}`] ?? 0);
      return { category, defaultOn, on, off: people - on };
    }),
    frequencies: EMAIL_FREQUENCIES.map((frequency) => ({ frequency, people: byFrequency.get(frequency) ?? 0 })),
    suppressedTotal: suppressed?.n ?? 0,
    suppressions: suppressions.map((s) => ({
      email: s.email,
      reason: s.reason,
      source: s.source,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}
