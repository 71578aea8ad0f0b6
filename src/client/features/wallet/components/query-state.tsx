import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Loading and error (with Retry) states shared by the wallet tabs. */
export function QueryState({
  isPending,
  error,
  onRetry,
  label,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  label: string;
}) {
  if (isPending) return <Spinner label={`Loading ${label}`} showLabel className="py-6" />;
  if (error)
    return (
      <Alert
        tone="error"
        title={`Unable to load ${label}`}
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {error instanceof Error ? error.message : 'Please try again.'}
      </Alert>
    );
  return null;
}
