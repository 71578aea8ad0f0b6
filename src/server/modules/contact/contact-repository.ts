import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactSubmissions } from '../../db/schema/contact';

export type ContactRow = typeof contactSubmissions.$inferSelect;

export async function insertContactSubmission(
  db: Executor,
  values: typeof contactSubmissions.$inferInsert,
): Promise<ContactRow> {
  const rows = await db.insert(contactSubmissions).values(values).returning();
  return rows[0]!;
}

export async function findContactSubmissions(db: Executor, page: { limit: number; offset: number }) {
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.submittedAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contactSubmissions),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
