/**
 * Toasts: short, non-blocking notices (replaces window.alert for information).
 * - <ToastProvider> once near the root (app/providers.tsx does it).
 * - const toast = useToast(); toast({ tone: 'success', title: 'Saved', description?: '...' });
 *   tone success | error | info; error toasts are announced assertively (role=alert).
 * Each toast closes itself after `durationMs` (default 5 s; errors 8 s) or with its close button.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastItem } from './toast-viewport';

// The visual part loads the first time a toast is shown (kept out of the initial chunk).
const ToastViewport = lazy(() => import('./toast-viewport'));

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  durationMs?: number;
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
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <ToastViewport items={items} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
