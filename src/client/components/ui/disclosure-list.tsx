/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly for free, each item
 * opens on its own. Used by the short FAQ blocks (the full /qa page has its own accordion).
 */
export interface DisclosureItem {
  q: string;
  a: string;
}

export function DisclosureList({ items }: { items: readonly DisclosureItem[] }) {
  return (
    <div className="flex flex-col gap-3">
      {items.map((item) => (
        <details key={item.q} className="group rounded-2xl border border-border bg-surface/80 open:border-gold/40">
          <summary className="focus-ring flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 font-semibold text-fg [&::-webkit-details-marker]:hidden">
            <span>{item.q}</span>
            <svg
              width={18}
              height={18}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
              className="shrink-0 text-gold transition-transform group-open:rotate-180"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <p className="px-5 pb-5 text-fg-muted">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
