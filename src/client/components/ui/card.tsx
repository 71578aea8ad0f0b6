/**
 * Card: the raised surface every panel sits on.
 * - Card: the container (as="section"/"article"/"div"); `padding` none | sm | md | lg.
 * - CardHeader / CardTitle / CardDescription / CardFooter: optional structure with consistent spacing.
 * `tone="highlight"` adds the gold hairline used for featured panels.
 */
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  tone?: 'default' | 'highlight' | 'muted';
}

const PADDING = { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' } as const;
const TONE = {
  default: 'border-border bg-surface/85',
  highlight: 'border-gold/45 bg-surface/90 ring-1 ring-gold/10',
  muted: 'border-border/70 bg-surface-2/60',
} as const;

export function Card({ as: Tag = 'div', padding = 'md', tone = 'default', className, ...rest }: CardProps) {
  return (
    <Tag
      className={cn('rounded-2xl border shadow-card backdrop-blur-sm', TONE[tone], PADDING[padding], className)}
      {...rest}
    />
  );
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mb-4 flex flex-col gap-1', className)} {...rest} />;
}

export function CardTitle({
  as: Tag = 'h2',
  className,
  children,
}: {
  as?: 'h2' | 'h3' | 'h4';
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={cn('text-lg font-semibold text-fg', className)}>{children}</Tag>;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-fg-muted', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mt-5 flex flex-wrap items-center gap-3', className)} {...rest} />;
}
