/**
 * Skeleton: a shimmering placeholder block shown while data loads (e.g. the metrics grid).
 * Size it with className (h-6 w-32 ...). It is hidden from assistive tech; put a role=status
 * "Loading ..." text near the group of skeletons instead.
 */
import { cn } from '../../lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block animate-shimmer rounded-md bg-[length:200%_100%]',
        'bg-[linear-gradient(90deg,var(--surface-2)_25%,var(--surface-3)_50%,var(--surface-2)_75%)]',
        className,
      )}
    />
  );
}
