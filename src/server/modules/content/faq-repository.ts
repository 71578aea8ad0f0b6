import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { faqItems } from '../../db/schema/content';

export type FaqItemRow = typeof faqItems.$inferSelect;
export type FaqItemInsert = typeof faqItems.$inferInsert;

/** Every FAQ item in display order (twelve of them: filtering happens in the use case). */
export async function findAllFaqItems(db: Executor): Promise<FaqItemRow[]> {
  return db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.question));
}

/** Seed helper: inserts items whose slug is not taken yet (edited items are kept). */
export async function insertFaqItemsIfAbsent(db: Executor, values: FaqItemInsert[]): Promise<void> {
  if (values.length) await db.insert(faqItems).values(values).onConflictDoNothing({ target: faqItems.slug });
}
