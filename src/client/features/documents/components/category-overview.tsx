import {
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
  type DocumentListResponse,
} from '../../../../contracts/documents';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** Category overview derived from the documents; choosing one filters the list. */
export function CategoryOverview({
  categories,
  selected,
  onSelect,
}: {
  categories: DocumentListResponse['categories'];
  selected: DocumentCategory | 'all';
  onSelect: (category: DocumentCategory) => void;
}) {
  return (
    <section aria-labelledby="category-overview-title" className="flex flex-col gap-4">
      <h2 id="category-overview-title" className="text-2xl font-semibold text-fg">
        Document Categories
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map(({ category, count }) => (
          <li key={category}>
            <Card as="div" padding="none" className="h-full">
              <button
                type="button"
                aria-pressed={selected === category}
                onClick={() => onSelect(category)}
                className={cn(
                  'focus-ring flex h-full min-h-11 w-full flex-col items-start gap-1 rounded-2xl p-4 text-left transition-colors hover:bg-surface-2',
                  selected === category && 'bg-brand-soft',
                )}
              >
                <span className="font-semibold text-fg">{DOCUMENT_CATEGORY_LABELS[category]}</span>
                <span className="text-sm tabular-nums text-fg-muted">
                  {count} {count === 1 ? 'document' : 'documents'}
                </span>
              </button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
