/**
 * A dialog holding its own small form. The settings panel is itself one <form>, so the dialog is
 * portalled to <body> (no nested forms in the DOM) and its submit stops there: React would
 * otherwise bubble it through the portal to Save Changes. Footer buttons join via form={formId}.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../../../components/ui/dialog';

export function TwoFactorDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
  footer: (formId: string) => ReactNode;
}) {
  const formId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  }
  return createPortal(
    <Dialog open={open} onClose={onClose} title={title} description={description} footer={footer(formId)}>
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {children}
      </form>
    </Dialog>,
    document.body,
  );
}
