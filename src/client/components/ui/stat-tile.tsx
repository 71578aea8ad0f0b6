import type { ReactNode } from 'react';

/** One headline figure inside a `<dl>`: a muted label over a large tabular number. */
export function StatTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface/80 px-5 py-4 shadow-card">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">{children}</dd>
    </div>
  );
}
