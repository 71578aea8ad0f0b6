/**
 * Tabs: an accessible tablist (WAI-ARIA tabs pattern, automatic activation).
 * - Left/Right arrows move to and select the previous/next tab (wrapping), Home/End the first/last.
 * - Only the selected tab is in the tab order (roving tabindex); its panel follows in the tab order.
 * - On a narrow screen the strip wraps onto more lines rather than scrolling: every tab, and above all
 *   the selected one, stays fully visible (a scrolled strip clipped the selected tab at 390 px).
 * Uncontrolled with `defaultValue`, or controlled with `value` + `onValueChange` (e.g. a tab kept in
 * the URL query, like /trading?tab=staking). Only the selected panel is rendered.
 *
 *   <Tabs label="About sections" items={[{ id: 'overview', label: 'Overview', content: <Overview /> }]} />
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<T extends string = string> {
  items: ReadonlyArray<TabItem<T>>;
  /** Accessible name of the tablist. */
  label: string;
  value?: T;
  defaultValue?: T;
  onValueChange?: (value: T) => void;
  variant?: 'underline' | 'pill';
  className?: string;
  listClassName?: string;
  panelClassName?: string;
}

export function Tabs<T extends string = string>({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  variant = 'pill',
  className,
  listClassName,
  panelClassName,
}: TabsProps<T>) {
  const baseId = useId();
  const [innerValue, setInnerValue] = useState<T | undefined>(defaultValue ?? items[0]?.id);
  const selected = value ?? innerValue ?? items[0]?.id;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(next: T) {
    if (value === undefined) setInnerValue(next);
    onValueChange?.(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    let target: number | null = null;
    if (event.key === 'ArrowRight') target = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') target = index === 0 ? last : index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    select(item.id);
    tabRefs.current[target]?.focus();
  }

  const active = items.find((item) => item.id === selected) ?? items[0];

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          'flex max-w-full flex-wrap gap-1',
          variant === 'pill' ? 'rounded-xl border border-border bg-surface-2/60 p-1' : 'border-b border-border',
          listClassName,
        )}
      >
        {items.map((item, index) => {
          const isSelected = item.id === active?.id;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                'focus-ring min-h-11 shrink-0 whitespace-nowrap px-4 text-sm font-medium transition-colors',
                variant === 'pill'
                  ? cn(
                      'rounded-lg',
                      isSelected
                        ? 'bg-brand text-on-brand shadow-sm'
                        : 'text-fg-muted hover:bg-surface-3 hover:text-fg',
                    )
                  : cn(
                      '-mb-px border-b-2',
                      isSelected ? 'border-gold text-fg' : 'border-transparent text-fg-muted hover:text-fg',
                    ),
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className={cn('mt-6 focus-ring rounded-lg', panelClassName)}
        >
          {active.content}
        </div>
      ) : null}
    </div>
  );
}
