import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { IconRefresh } from '../../components/ui/icons/objects';

/** The error state of any document list: what failed, and Retry. */
export function DocumentsLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <p role="alert" className="text-lg font-semibold text-fg">
        Unable to load documents
      </p>
      <Button variant="secondary" leadingIcon={<IconRefresh size={18} />} onClick={onRetry} isLoading={isRetrying}>
        Retry
      </Button>
    </Card>
  );
}
