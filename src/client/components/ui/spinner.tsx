/**
 * Spinner: an animated ring with an accessible label.
 * `label` is read by screen readers and shown beside the ring when `showLabel` is set
 * (the access guard shows the word 'Loading'); pass label={null} for a purely decorative spinner
 * inside a button that already says what it does.
 */
import { cn } from '../../lib/cn';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string | null;
  showLabel?: boolean;
  className?: string;
}

const SIZE = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' } as const;

export function Spinner({ size = 'md', label = 'Loading', showLabel = false, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-spin rounded-full border-gold/25 border-t-gold', SIZE[size])}
    />
  );
  if (label === null) return <span className={cn('inline-flex', className)}>{ring}</span>;
  return (
    <span role="status" className={cn('inline-flex items-center gap-3', className)}>
      {ring}
      {showLabel ? <span className="text-fg-muted">{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}
