/** Full-page loading state (the access guard's 'Loading' / 'Loading demo', lazy pages). */
import { Spinner } from '../components/ui/spinner';

export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center px-4">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
