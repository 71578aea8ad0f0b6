/**
 * Dialog: an accessible modal built on the native <dialog> element (showModal gives the focus trap,
 * inert background, top layer and Escape for free; we add focus return and backdrop click).
 * - open / onClose: controlled. Escape, the close button and a click on the backdrop call onClose.
 * - title (required, becomes the accessible name), description (optional, aria-describedby).
 * - footer: action buttons. `role="alertdialog"` via `isAlert` for confirmations (replaces window.confirm).
 * Focus goes to the first element marked `data-autofocus`, else the first focusable element,
 * and returns to whatever had focus before opening.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconClose } from './icons/interface';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  isAlert?: boolean;
  className?: string;
}

const SIZE = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  isAlert,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Keep the latest onClose without re-running the open/close effect on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previouslyFocused = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
      preferred?.focus();
      return () => {
        if (dialog.open) dialog.close();
        previouslyFocused?.focus?.();
      };
    }
    return undefined;
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={isAlert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The native 'cancel' event fires on Escape; we keep React state the source of truth.
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      onClick={(e) => {
        // A click whose target is the <dialog> itself landed on the backdrop (content is a child).
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl border border-border bg-surface p-0 text-fg shadow-card',
        'backdrop:bg-black/65 backdrop:backdrop-blur-sm open:animate-pop-in',
        SIZE[size],
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div className="min-w-0 space-y-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="text-sm text-fg-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label="Close dialog"
              className="focus-ring -mr-2 -mt-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <IconClose size={18} />
            </button>
          </div>
          {children ? <div className="overflow-y-auto px-5 py-4 text-sm text-fg-muted">{children}</div> : null}
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-4">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
