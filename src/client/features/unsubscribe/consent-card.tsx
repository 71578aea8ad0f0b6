/** The card the unsubscribe page's states share: a heading with a status mark, then the content. */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function ConsentCard({
  title,
  tone,
  children,
}: {
  title: string;
  tone?: 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <section
        aria-labelledby="consent-title"
        className={cn(
          'flex flex-col gap-5 rounded-3xl border bg-surface/80 p-8 text-base text-fg-muted shadow-card sm:p-10',
          tone === 'error' ? 'border-danger/40' : tone === 'success' ? 'border-success/40' : 'border-border',
        )}
      >
        <h1 id="consent-title" className="text-3xl font-semibold text-fg">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
