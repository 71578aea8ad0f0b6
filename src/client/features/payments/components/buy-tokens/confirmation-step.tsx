/**
 * Step 3: the purchase went through. The spec's text says the tokens arrive in the wallet within
 * 5-10 minutes; a bank (ACH) debit is pending until the bank settles it, and a crypto payment until
 * it is confirmed, and says so instead.
 */
import { useEffect, useRef } from 'react';
import type { PaymentIntentResponse, PaymentStatusResponse } from '../../../../../contracts/payments';
import { formatDecimal } from '../../../../../domain/money';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { IconCheckCircle } from '../../../../components/ui/icons';
import { IconClock } from '../../../../components/ui/icons/content';
import { paths } from '../../../../lib/paths';
import { formatUsd, formatVino } from '../../money-format';

export interface ConfirmationStepProps {
  intent: PaymentIntentResponse;
  status: PaymentStatusResponse;
  onAnother: () => void;
}

export function ConfirmationStep({ intent, status, onAnother }: ConfirmationStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isPending = status.status !== 'succeeded';
  // The step replaced the form the person was in: move focus to the outcome.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-5 py-4 text-center">
      <span
        className={
          isPending
            ? 'flex h-14 w-14 items-center justify-center rounded-full bg-warning-soft text-warning'
            : 'flex h-14 w-14 items-center justify-center rounded-full bg-success-soft text-success'
        }
      >
        {isPending ? <IconClock size={28} /> : <IconCheckCircle size={28} />}
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-fg focus:outline-none">
        {isPending ? 'Payment Pending' : 'Payment Successful!'}
      </h2>
      <p className="max-w-md text-fg-muted">
        {!isPending
          ? 'Your VINO tokens will be delivered to your wallet within 5-10 minutes.'
          : intent.paymentMethod === 'crypto'
            ? 'Your crypto payment is being confirmed. Your VINO tokens will be credited to your wallet once it is confirmed.'
            : 'Your bank payment is being processed. Your VINO tokens will be credited to your wallet once the bank settles the payment.'}
      </p>
      <dl className="grid w-full max-w-sm gap-2 rounded-xl border border-border bg-surface-2/40 p-4 text-left text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">Amount</dt>
          <dd className="tabular-nums text-fg">{formatUsd(formatDecimal(BigInt(intent.amount), 2))}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">Total charged</dt>
          <dd className="tabular-nums text-fg">{formatUsd(intent.totalCost)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">VINO</dt>
          <dd className="tabular-nums font-semibold text-gold">{formatVino(intent.tokens)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">Reference</dt>
          <dd className="truncate font-mono text-xs text-fg-muted">{intent.paymentId}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="gold" onClick={onAnother}>
          Make Another Purchase
        </Button>
        <ButtonLink to={paths.payments.getHref({ tab: 'history' })} variant="secondary">
          View Payment History
        </ButtonLink>
      </div>
    </div>
  );
}
