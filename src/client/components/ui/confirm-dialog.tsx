/**
 * ConfirmDialog: the one "are you sure?" modal (role="alertdialog", replaces window.confirm).
 * - open / onCancel / onConfirm: controlled; Escape, the backdrop and Cancel call onCancel
 *   (not while isPending, so a running action is not left without its dialog).
 * - title, description: what is about to happen; children: the record it happens to (optional).
 * - confirmLabel / cancelLabel / confirmVariant: the buttons' words and the action's tone.
 * - focus: which button takes focus on open. 'cancel' (default) for destructive actions, so a
 *   reflexive Enter does not destroy anything.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  focus?: 'cancel' | 'confirm';
}

export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  isPending = false,
  focus = 'cancel',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => (isPending ? undefined : onCancel())}
      isAlert
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={isPending}
            data-autofocus={focus === 'cancel' || undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            isLoading={isPending}
            data-autofocus={focus === 'confirm' || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** The name of the record a confirmation acts on, under its question. */
export function ConfirmSubject({ children }: { children: ReactNode }) {
  return <p className="break-words text-sm font-medium text-fg">{children}</p>;
}
