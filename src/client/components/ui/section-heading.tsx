/**
 * SectionHeading: eyebrow + title + optional description, used at the top of page sections.
 * `as` picks the heading level (h1 once per page, h2 for sections); `align` left or center.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SectionHeadingProps {
  as?: 'h1' | 'h2' | 'h3';
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  id?: string;
  className?: string;
}

const SIZE = { h1: 'text-3xl sm:text-4xl', h2: 'text-2xl sm:text-3xl', h3: 'text-xl' } as const;

export function SectionHeading({
  as: Tag = 'h2',
  eyebrow,
  title,
  description,
  align = 'left',
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('flex flex-col gap-3', align === 'center' && 'items-center text-center', className)}>
      {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">{eyebrow}</p> : null}
      <Tag id={id} className={cn('font-semibold text-fg', SIZE[Tag])}>
        {title}
      </Tag>
      {description ? (
        <p className={cn('max-w-2xl text-base text-fg-muted', align === 'center' && 'mx-auto')}>{description}</p>
      ) : null}
    </div>
  );
}
