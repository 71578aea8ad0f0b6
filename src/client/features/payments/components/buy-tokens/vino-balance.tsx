/** My VINO balance from the ledger, so a purchase's credit is visible where it was made. */
import { Skeleton } from '../../../../components/ui/skeleton';
import { useMyBalances } from '../../../../api/ledger/get-my-balances';
import { formatVino } from '../../money-format';

export function VinoBalance() {
  const balances = useMyBalances();
  const vino = balances.data?.balances.find((b) => b.asset === 'VINO');
  return (
    <div className="rounded-xl border border-border bg-surface-2/40 px-4 py-3" aria-live="polite">
      <p className="text-xs uppercase tracking-wide text-fg-subtle">Your VINO balance</p>
      {balances.isPending ? (
        <Skeleton className="mt-1 h-6 w-32" />
      ) : balances.isError ? (
        <p className="mt-1 text-sm text-fg-muted">Balance unavailable</p>
      ) : (
        <p className="mt-0.5 text-lg font-semibold tabular-nums text-fg" data-testid="vino-balance">
          {formatVino(vino?.total ?? '0')}
        </p>
      )}
    </div>
  );
}
