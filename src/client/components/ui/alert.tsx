/**
 * Alert: an inline message box.
 * tone success | info | warning use role="status" (polite); tone error uses role="alert" (assertive),
 * so form errors are announced at once. Pass `title` for a bold first line; `action` renders on the right.
 * Render nothing (not an empty Alert) when there is no message, so the live region is not spammed.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconAlert, IconCheckCircle, IconInfo } from './icons/status';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

const TONE: Record<AlertTone, string> = {
  success: 'border-success/40 bg-success-soft text-fg',
  error: 'border-danger/45 bg-danger-soft text-fg',
  info: 'border-info/40 bg-info-soft text-fg',
  warning: 'border-warning/40 bg-warning-soft text-fg',
};
const ICON_COLOR: Record<AlertTone, string> = {
  success: 'text-success',
  error: 'text-danger',
  info: 'text-info',
  warning: 'text-warning',
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  id?: string;
}

export function Alert({ tone = 'info', title, children, action, className, id }: AlertProps) {
  const Icon = tone === 'success' ? IconCheckCircle : tone === 'info' ? IconInfo : IconAlert;
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', TONE[tone], className)}
    >
      <Icon className={cn('mt-0.5 shrink-0', ICON_COLOR[tone])} size={18} />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-fg-muted [&_a]:text-gold [&_a]:underline">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
