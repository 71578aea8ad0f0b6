/**
 * The FAQ accordion (investor spec section 2): the first item starts open and every item opens
 * and closes on its own. Disclosure buttons (aria-expanded / aria-controls) inside headings, so
 * screen readers can jump between questions.
 */
import { useState } from 'react';
import type { FaqItem } from '../../../../contracts/content';
import { Badge } from '../../../components/ui/badge';
import { IconChevronDown } from '../../../components/ui/icons/interface';
import { cn } from '../../../lib/cn';

export function FaqAccordion({ items, firstItemId }: { items: FaqItem[]; firstItemId: string | undefined }) {
  // null until the reader toggles something: then only the first item of the FAQ is open.
  const [openIds, setOpenIds] = useState<ReadonlySet<string> | null>(null);
  const isOpen = (id: string) => (openIds ? openIds.has(id) : id === firstItemId);

  function onToggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current ?? (firstItemId ? [firstItemId] : []));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => {
        const open = isOpen(item.id);
        const panelId = `faq-panel-${item.id}`;
        const buttonId = `faq-button-${item.id}`;
        return (
          <li
            key={item.id}
            className={cn(
              'rounded-2xl border bg-surface/80 transition-colors',
              open ? 'border-gold/40' : 'border-border',
            )}
          >
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
                className="focus-ring flex min-h-11 w-full items-start justify-between gap-4 rounded-2xl px-5 py-4 text-left"
              >
                <span className="flex flex-col gap-2">
                  <Badge tone="gold" className="self-start font-sans">
                    {item.category}
                  </Badge>
                  <span className="text-base font-semibold text-fg sm:text-lg">{item.question}</span>
                </span>
                <IconChevronDown
                  size={20}
                  className={cn('mt-1 shrink-0 text-gold transition-transform', open && 'rotate-180')}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5">
              <p className="leading-relaxed text-fg-muted">{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
