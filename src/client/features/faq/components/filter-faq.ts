import type { FaqItem } from '../../../../contracts/content';
import { matchesSearch } from '../../../../domain/content';

/** Items of `category` (all when null) whose question, answer or category contains `search`. */
export function filterFaq(items: readonly FaqItem[], search: string, category: string | null): FaqItem[] {
  return items.filter(
    (item) =>
      (category === null || item.category === category) &&
      matchesSearch(search, [item.question, item.answer, item.category]),
  );
}
