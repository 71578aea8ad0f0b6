import type { ReactNode } from 'react';
import type { WineSummary } from '../../../../contracts/wine';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWineSummary } from '../api/get-wine-summary';

/** Loading and error (with Retry) around a tab that renders from the wine summary. */
export function WithWineSummary({ children }: { children: (summary: WineSummary) => ReactNode }) {
  const query = useWineSummary();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <Alert
        tone="error"
        title="Unable to load portfolio figures"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {query.error.message}
      </Alert>
    );
  return (
    <div className="grid gap-5 md:grid-cols-2" aria-label="Loading">
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
