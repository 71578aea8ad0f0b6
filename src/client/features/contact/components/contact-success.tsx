import { useEffect, useRef } from 'react';
import { CONTACT_REPLY_HOURS } from '../../../../domain/constants';
import { Button } from '../../../components/ui/button';
import { IconCheckCircle } from '../../../components/ui/icons';

/** Thank-you screen; focus moves to its heading so screen-reader users hear the outcome. */
export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center" role="status">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-success-soft text-success">
        <IconCheckCircle size={34} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold text-fg outline-none">
        Message Sent!
      </h2>
      <p className="max-w-md text-fg-muted">
        Thank you for contacting us. Our team will get back to you within {CONTACT_REPLY_HOURS} hours.
      </p>
      <Button variant="secondary" size="lg" onClick={onSendAnother} className="mt-2">
        Send Another Message
      </Button>
    </div>
  );
}
