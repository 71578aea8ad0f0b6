/**
 * The dashboard's Portfolio tab: holdings from the ledger valued at market prices, VINO performance
 * from the user's own trades (last 90 days) and the action buttons.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { PortfolioResponse } from '../../../../contracts/portfolio';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { formatAmount, formatUsd } from '../dashboard-format';
import { HoldingsTable } from './holdings-table';
import { LoadError } from '../../../components/ui/load-error';

const tradeCount = (n: number) => `${n} ${n === 1 ? 'trade' : 'trades'}`;

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: 'up' | 'down' }) {
  const color = tone === 'up' ? 'text-success' : tone === 'down' ? 'text-danger' : 'text-fg';
  return (
    <div className="rounded-xl border border-border/70 bg-surface-2/50 p-4">
      <p className="text-xs uppercase tracking-wide text-fg-subtle">{label}</p>
      <p className={`mt-1 text-lg font-semibold tabular-nums ${color}`}>{value}</p>
      {note ? <p className="text-xs text-fg-muted">{note}</p> : null}
    </div>
  );
}

export function PortfolioTab({ portfolio }: { portfolio: UseQueryResult<PortfolioResponse, Error> }) {
  if (portfolio.isError)
    return (
      <LoadError
        title="Unable to load your portfolio"
        message={portfolio.error.message}
        onRetry={() => void portfolio.refetch()}
      />
    );
  if (!portfolio.data)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  const p = portfolio.data;
  const profit = p.performance.profitUsd;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardTitle as="h2">Holdings</CardTitle>
        <CardDescription>
          Balances from your account ledger, valued at the exchange&apos;s last prices (VINO at{' '}
          {formatUsd(p.vinoPriceUsd)}).
        </CardDescription>
        <div className="mt-4">
          <HoldingsTable portfolio={p} />
        </div>
      </Card>
      <Card>
        <CardTitle as="h2">Performance</CardTitle>
        <CardDescription>
          Your VINO trades of the last 90 days: the net VINO you traded, valued at today&apos;s price, against the net
          amount you paid for it.
        </CardDescription>
        {p.performance.buyCount + p.performance.sellCount === 0 ? (
          <p className="mt-4 text-fg-muted">No trades in the last 90 days yet.</p>
        ) : (
          <div className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-5">
            <Figure
              label="VINO bought"
              value={formatAmount(p.performance.vinoBought, 'VINO')}
              note={tradeCount(p.performance.buyCount)}
            />
            <Figure
              label="VINO sold"
              value={formatAmount(p.performance.vinoSold, 'VINO')}
              note={tradeCount(p.performance.sellCount)}
            />
            <Figure label="Net paid" value={formatUsd(p.performance.netInvestedUsd)} />
            <Figure label="Net VINO now worth" value={formatUsd(p.performance.netVinoValueUsd)} />
            <Figure
              label="Profit / loss"
              value={profit === null ? '—' : formatUsd(profit)}
              tone={profit === null ? undefined : Number(profit) >= 0 ? 'up' : 'down'}
            />
          </div>
        )}
      </Card>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.buyVino.getHref()} variant="gold">
          Buy VINO
        </ButtonLink>
        <ButtonLink to={paths.trading.getHref({ tab: 'spot' })} variant="secondary">
          Trade
        </ButtonLink>
        <ButtonLink to={paths.trading.getHref({ tab: 'portfolio' })} variant="secondary">
          Rebalance
        </ButtonLink>
        <ButtonLink to={paths.payments.getHref()} variant="secondary">
          Payment history
        </ButtonLink>
      </div>
    </div>
  );
}
