import type { ReactNode } from 'react';
import type { WineSummary } from '../../../../contracts/wine';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWineSummary } from '../../../api/wine/get-wine-summary';
import { LoadError } from '../../../components/ui/load-error';

/** Loading and error (with Retry) around a tab that renders from the wine summary. */
export function WithWineSummary({ children }: { children: (summary: WineSummary) => ReactNode }) {
  const query = useWineSummary();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <LoadError
        title="Unable to load portfolio figures"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <div className="grid gap-5 md:grid-cols-2" aria-label="Loading">
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
