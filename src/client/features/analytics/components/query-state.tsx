/** Loading and error states shared by the suite's tabs. */
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';

export function QueryState({
  isPending,
  error,
  onRetry,
  title,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  title: string;
  children: ReactNode;
}) {
  if (isPending)
    return (
      <p role="status" className="py-10 text-center text-fg-muted">
        Loading analytics data...
      </p>
    );
  if (error) return <LoadError title={title} message={error.message} onRetry={onRetry} />;
  return <>{children}</>;
}

/** A panel's empty state: says why there is nothing, not a blank box. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">
      {children}
    </p>
  );
}
