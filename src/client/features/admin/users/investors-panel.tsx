/** Investors: the top 5 by total investment and the high-value investors (above $50,000). */
import { useQuery } from '@tanstack/react-query';
import { TOP_INVESTORS_COUNT, type InvestorSummary } from '../../../../contracts/admin-users';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { adminInvestorsQueryOptions } from '../../../api/admin/get-admin-investors';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { INVESTOR_STATUS_LABEL } from './user-labels';

function InvestorList({ items, ordered }: { items: InvestorSummary[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="flex flex-col divide-y divide-border">
      {items.map((investor, index) => (
        <li key={investor.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="flex min-w-0 items-center gap-3">
            {ordered ? (
              <span aria-hidden="true" className="w-6 shrink-0 text-center font-semibold text-gold">
                {index + 1}
              </span>
            ) : null}
            <div className="min-w-0">
              <p className="truncate font-medium text-fg">{investor.fullName ?? investor.email}</p>
              <p className="truncate text-sm text-fg-muted">
                {investor.email} · {INVESTOR_STATUS_LABEL[investor.investorStatus]}
              </p>
            </div>
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold tabular-nums text-fg">{formatUsd(investor.totalInvestment)}</p>
            <p className="text-xs text-fg-muted">
              {investor.purchases === 1 ? '1 purchase' : `${formatInteger(investor.purchases)} purchases`}
            </p>
          </div>
        </li>
      ))}
    </List>
  );
}

export function InvestorsPanel() {
  const investors = useQuery(adminInvestorsQueryOptions());
  if (investors.isError)
    return (
      <LoadError
        title="Investors could not be loaded"
        message={investors.error.message}
        onRetry={() => void investors.refetch()}
      />
    );
  if (investors.isPending)
    return (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <p role="status" className="sr-only">
          Loading investors…
        </p>
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  const { top, highValue, highValueCount, highValueThreshold } = investors.data;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card as="section" aria-labelledby="top-investors-heading">
        <h3 id="top-investors-heading" className="text-lg font-semibold text-fg">
          Top {TOP_INVESTORS_COUNT} investors
        </h3>
        <p className="mb-2 text-sm text-fg-muted">By total investment from completed token purchases.</p>
        {top.length === 0 ? (
          <p className="py-6 text-center text-fg-muted">No purchases yet.</p>
        ) : (
          <InvestorList items={top} ordered />
        )}
      </Card>
      <Card as="section" aria-labelledby="high-value-heading">
        <h3 id="high-value-heading" className="text-lg font-semibold text-fg">
          High-value investors
        </h3>
        <p className="mb-2 text-sm text-fg-muted">
          Total investment above {formatUsd(highValueThreshold)}: {formatInteger(highValueCount)}
          {highValueCount > highValue.length ? ` (the first ${highValue.length} shown)` : ''}.
        </p>
        {highValue.length === 0 ? (
          <p className="py-6 text-center text-fg-muted">No high-value investors yet.</p>
        ) : (
          <InvestorList items={highValue} />
        )}
      </Card>
    </div>
  );
}
