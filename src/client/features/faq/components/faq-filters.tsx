import { IconSearch } from '../../../components/ui/icons/content';
import { cn } from '../../../lib/cn';

interface FaqFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  categories: string[];
  category: string | null;
  onCategoryChange: (category: string | null) => void;
}

const CHIP =
  'focus-ring inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors';

/** Search over question, answer and category, and the category chips (toggle buttons). */
export function FaqFilters({ search, onSearchChange, categories, category, onCategoryChange }: FaqFiltersProps) {
  const chips: { label: string; value: string | null }[] = [
    { label: 'All', value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="faq-search" className="text-sm font-medium text-fg">
          Search questions
        </label>
        <div className="relative">
          <IconSearch className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-fg-subtle" />
          <input
            id="faq-search"
            type="search"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder="e.g. redemption, storage, legal"
            className="min-h-12 w-full rounded-xl border border-border bg-surface-2/70 pl-11 pr-4 text-base text-fg placeholder:text-fg-subtle hover:border-border-strong focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
      </div>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const isSelected = chip.value === category;
          return (
            <button
              key={chip.label}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onCategoryChange(chip.value)}
              className={cn(
                CHIP,
                isSelected
                  ? 'border-gold bg-gold text-on-gold'
                  : 'border-border bg-surface/70 text-fg-muted hover:border-border-strong hover:text-fg',
              )}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
