/** A failed load with the server's message and a Retry button (every panel's error state). */
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
