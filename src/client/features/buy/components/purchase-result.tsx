/**
 * The result: paid and credited (the confirmation with the new VINO balance), or pending (bank
 * transfers until they settle; any payment whose webhook has not arrived yet). A pending payment is
 * polled until the server has credited it, then the confirmation replaces this notice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { IconCheckCircle } from '../../../components/ui/icons';
import { IconClock } from '../../../components/ui/icons/content';
import { paths } from '../../../lib/paths';
import { useMyBalances } from '../../../api/ledger/get-my-balances';
import { ledgerKeys } from '../../../api/ledger/keys';
import { usePendingPaymentStatus } from '../../../api/payments/get-payment-status';
import { centsToDollars, formatUsdExact, formatVino } from '../format-decimal';
import type { PurchaseOutcome } from '../use-purchase-flow';

export function PurchaseResult({ outcome, onBuyMore }: { outcome: PurchaseOutcome; onBuyMore: () => void }) {
  const queryClient = useQueryClient();
  const status = usePendingPaymentStatus(outcome.intent.paymentId, outcome.status);
  const current = status.data ?? outcome.status;
  const succeeded = current.status === 'succeeded';
  const failed = current.status === 'failed' || current.status === 'canceled';
  const balances = useMyBalances(succeeded);
  const vino = balances.data?.balances.find((b) => b.asset === 'VINO');

  useEffect(() => {
    if (succeeded) void queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() });
  }, [succeeded, queryClient]);

  if (failed)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error" title={current.error?.message ?? 'Payment was not successful'} />
        <Button variant="gold" onClick={onBuyMore}>
          Try again
        </Button>
      </div>
    );

  if (!succeeded)
    return (
      <div className="flex flex-col gap-5" role="status">
        <div className="flex items-center gap-3">
          <IconClock size={28} className="text-warning" />
          <h3 className="text-xl font-semibold text-fg">Payment pending</h3>
        </div>
        <p className="text-fg-muted">
          {outcome.intent.paymentMethod === 'bank'
            ? 'Your bank transfer has been authorised and is waiting for your bank to settle it.'
            : 'Your payment has been received and is waiting for confirmation.'}{' '}
          {formatVino(outcome.intent.tokens)} VINO will be credited to your account as soon as it settles; you will get
          an e-mail and a notification. You can follow it in your payment history.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.payments.getHref({ tab: 'history' })} variant="secondary">
            Payment history
          </ButtonLink>
          <Button variant="ghost" onClick={onBuyMore}>
            Buy more VINO
          </Button>
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-5" role="status">
      <div className="flex items-center gap-3">
        <IconCheckCircle size={28} className="text-success" />
        <h3 className="text-xl font-semibold text-fg">Payment successful</h3>
      </div>
      <p className="text-fg-muted">
        You bought <strong className="text-fg tabular-nums">{formatVino(outcome.intent.tokens)} VINO</strong> for{' '}
        <span className="tabular-nums">{formatUsdExact(centsToDollars(outcome.intent.amount))}</span>. A confirmation
        has been sent to your e-mail.
      </p>
      <div className="rounded-xl border border-gold/40 bg-gold/10 p-4">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold">Your VINO balance</p>
        <p className="mt-1 text-2xl font-semibold tabular-nums text-fg" aria-live="polite">
          {vino ? `${formatVino(vino.total)} VINO` : balances.isError ? 'Unavailable' : 'Loading…'}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
          Go to dashboard
        </ButtonLink>
        <Button variant="ghost" onClick={onBuyMore}>
          Buy more VINO
        </Button>
      </div>
    </div>
  );
}
