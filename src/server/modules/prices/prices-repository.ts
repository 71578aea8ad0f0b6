import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { marketReferenceQuotes } from '../../db/schema/prices';

export type ReferenceQuoteRow = typeof marketReferenceQuotes.$inferSelect;

export async function findReferenceQuotes(db: Executor, symbols: string[]): Promise<ReferenceQuoteRow[]> {
  return db.select().from(marketReferenceQuotes).where(inArray(marketReferenceQuotes.symbol, symbols));
}
