/** The on-screen list of toasts (see toast.tsx); loaded lazily with the first toast. */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconClose } from './icons/interface';
import { IconAlert, IconCheckCircle, IconInfo } from './icons/status';

export interface ToastItem {
  id: number;
  title: ReactNode;
  description?: ReactNode;
  tone: 'success' | 'error' | 'info';
}

export default function ToastViewport({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <div
      aria-label="Notifications"
      role="region"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end"
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} onDismiss={() => onDismiss(item.id)} />
      ))}
    </div>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const Icon = item.tone === 'success' ? IconCheckCircle : item.tone === 'error' ? IconAlert : IconInfo;
  const color = item.tone === 'success' ? 'text-success' : item.tone === 'error' ? 'text-danger' : 'text-info';
  return (
    <div
      role={item.tone === 'error' ? 'alert' : 'status'}
      className="pointer-events-auto flex w-full max-w-sm animate-pop-in items-start gap-3 rounded-xl border border-border bg-surface px-4 py-3 shadow-card"
    >
      <Icon size={18} className={cn('mt-0.5 shrink-0', color)} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-fg">{item.title}</p>
        {item.description ? <p className="mt-0.5 text-fg-muted">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className="focus-ring -my-2 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-fg-subtle hover:text-fg"
      >
        <IconClose size={16} />
      </button>
    </div>
  );
}
