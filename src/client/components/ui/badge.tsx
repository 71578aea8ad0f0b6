/**
 * Badge: a small label pill for statuses and tags.
 * tone: neutral | brand | gold | success | danger | info | warning. Green/red only for status.
 */
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'brand' | 'gold' | 'success' | 'danger' | 'info' | 'warning';

const TONE: Record<BadgeTone, string> = {
  neutral: 'bg-surface-3 text-fg-muted border-border',
  brand: 'bg-brand-soft text-fg border-brand/50',
  gold: 'bg-gold-soft text-gold-strong border-gold/40',
  success: 'bg-success-soft text-success border-success/40',
  danger: 'bg-danger-soft text-danger border-danger/40',
  info: 'bg-info-soft text-info border-info/40',
  warning: 'bg-warning-soft text-warning border-warning/40',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[tone],
        className,
      )}
      {...rest}
    />
  );
}
