/** A failed load with the server's message and a Retry button (every tab's error state). */
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
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
      {message}
    </Alert>
  );
}
