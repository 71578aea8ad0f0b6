/**
 * Skeleton: a placeholder block with a shimmer shown while data loads (e.g. the metrics grid).
 * Size it with className (h-6 w-32 ...). It is hidden from assistive tech; put a role=status
 * "Loading ..." text near the group of skeletons instead.
 */
import { cn } from '../../lib/cn';
import { Shimmer } from './shimmer';

export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('relative block overflow-hidden rounded-md bg-surface-2', className)}>
      <Shimmer />
    </span>
  );
}
