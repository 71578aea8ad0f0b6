/** A titled card section of the suite. */
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export function Panel({
  title,
  description,
  children,
  action,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card as="section" padding="md" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-fg">{title}</h3>
          {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}
