/** The app's confirmation (never window.confirm): a title, what will happen, Cancel and Confirm. */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      isAlert
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={props.onClose} disabled={props.isBusy}>
            Cancel
          </Button>
          <Button variant="gold" onClick={props.onConfirm} isLoading={props.isBusy} data-autofocus>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
