/** PageLoading: a centred full-page spinner with a visible label (the access guard's 'Loading' / 'Loading demo'). */
import { Spinner } from './spinner';

export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center px-4">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
