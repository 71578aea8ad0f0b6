import type { BlogCategoryCount } from '../../../../contracts/content';
import { ALL_CATEGORIES_LABEL } from '../../../../domain/content';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface CategoryListProps {
  categories: BlogCategoryCount[];
  /** null is 'All'. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** The sidebar's categories with the server's counts of published posts. */
export function CategoryList({ categories, selected, onSelect }: CategoryListProps) {
  return (
    <Card as="section" aria-labelledby="blog-categories-title" padding="md">
      <h2 id="blog-categories-title" className="mb-3 text-lg font-semibold text-fg">
        Categories
      </h2>
      <ul className="flex flex-col gap-1">
        {categories.map((category) => {
          const value = category.name === ALL_CATEGORIES_LABEL ? null : category.name;
          const isSelected = value === selected;
          return (
            <li key={category.name}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(value)}
                className={cn(
                  'focus-ring flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left text-sm transition-colors',
                  isSelected ? 'bg-brand-soft font-semibold text-fg' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                <span>{category.name}</span>{' '}
                <span
                  className={cn(
                    'tabular-nums rounded-full px-2 py-0.5 text-xs',
                    isSelected ? 'bg-gold text-on-gold' : 'bg-surface-3 text-fg-muted',
                  )}
                >
                  {category.count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
