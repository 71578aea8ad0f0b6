import { inArray } from 'drizzle-orm';
import { mayReceiveCategory, type EmailCategory } from '../../../../domain/email-consent';
import type { Executor } from '../../../db/client';
import { emailPreferences } from '../../../db/schema/email';
import { mayReceive } from '../may-receive';

export type MayReceiveBatch = (category: EmailCategory, emails: string[]) => Promise<Map<string, boolean>>;

/**
 * The send rule of may-receive.ts for a whole batch in one query (a query per person costs more
 * than the mail). An address missing from the answer counts as "no". If the batch lookup fails,
 * each person is asked on their own, so one unreadable row never stops the others; a person
 * whose preferences cannot be read is not sent to (spec section 5).
 */
export function mayReceiveBatch(db: Executor): MayReceiveBatch {
  return async (category, emails) => {
    const result = new Map<string, boolean>();
    try {
      const rows = await db
        .select({
          email: emailPreferences.email,
          categories: emailPreferences.categories,
          unsubscribedAt: emailPreferences.unsubscribedAt,
        })
        .from(emailPreferences)
        .where(inArray(emailPreferences.email, emails));
      const byEmail = new Map(rows.map((r) => [r.email, r]));
      for (const email of emails) {
        const row = byEmail.get(email);
        const readable =
          !row || (typeof row.categories === 'object' && row.categories !== null && !Array.isArray(row.categories));
        result.set(
          email,
          readable &&
            mayReceiveCategory(category, {
              stored: row?.categories ?? null,
              unsubscribedFromAll: !!row?.unsubscribedAt,
            }),
        );
      }
    } catch {
      for (const email of emails) result.set(email, await mayReceive(db, category, { email }));
    }
    return result;
  };
}
