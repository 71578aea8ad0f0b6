/**
 * Toasts: short, non-blocking notices (replaces window.alert for information).
 * - <ToastProvider> once near the root (app/providers.tsx does it).
 * - const toast = useToast(); toast({ tone: 'success', title: 'Saved', description?: '...' });
 *   tone success | error | info; error toasts are announced assertively (role=alert).
 * Each toast closes itself after `durationMs` (default 5 s; errors 8 s) or with its close button.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconAlert, IconCheckCircle, IconClose, IconInfo } from './icons';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  durationMs?: number;
}

interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'tone'>> {
  id: number;
  description?: ReactNode;
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

const DEFAULT_DURATION_MS = 5_000;
const ERROR_DURATION_MS = 8_000;
/** Older toasts drop off so a burst of errors never covers the page. */
const MAX_VISIBLE = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    ({ title, description, tone = 'info', durationMs }) => {
      const id = nextId.current++;
      setItems((list) => [...list, { id, title, description, tone }].slice(-MAX_VISIBLE));
      const ms = durationMs ?? (tone === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS);
      window.setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-label="Notifications"
        role="region"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end"
      >
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={() => dismiss(item.id)} />
        ))}
      </div>
    </ToastContext.Provider>
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

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
