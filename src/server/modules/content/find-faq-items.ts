import type { z } from 'zod';
import type { FaqQuerySchema, FaqResponse } from '../../../contracts/content';
import { FAQ_CATEGORIES, matchesSearch } from '../../../domain/content';
import type { Database } from '../../db/client';
import { findAllFaqItems } from './faq-repository';

/**
 * The FAQ, optionally narrowed by a search over question, answer and category (case-insensitive
 * substring, investor spec section 5) and by category. The page filters the same way in the
 * browser; the server filter serves links and other clients.
 */
export async function findFaqItems(db: Database, query: z.output<typeof FaqQuerySchema>): Promise<FaqResponse> {
  const rows = await findAllFaqItems(db);
  const items = rows
    .filter((r) => !query.category || r.category === query.category)
    .filter((r) => matchesSearch(query.q ?? '', [r.question, r.answer, r.category]))
    .map((r) => ({ id: r.id, question: r.question, answer: r.answer, category: r.category }));
  const present = new Set(rows.map((r) => r.category));
  const order = (name: string) => {
    const i = (FAQ_CATEGORIES as readonly string[]).indexOf(name);
    return i === -1 ? FAQ_CATEGORIES.length : i;
  };
  const categories = [...present].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return { items, categories };
}
