import { cn } from '../../../lib/cn';

/** A bar of `percent` (0-100, already capped), named for assistive technology. */
export function ProgressBar({
  percent,
  label,
  tone = 'brand',
}: {
  percent: number;
  label: string;
  tone?: 'brand' | 'warning' | 'danger' | 'success';
}) {
  const fill = { brand: 'bg-gold', warning: 'bg-amber-500', danger: 'bg-red-500', success: 'bg-emerald-500' }[tone];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-border/60"
    >
      <div className={cn('h-full rounded-full', fill)} style={{ width: `${percent}%` }} />
    </div>
  );
}
