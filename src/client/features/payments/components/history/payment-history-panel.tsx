/**
 * The Payment History tab: my payments from the server, filtered (status, method, period) and
 * paged, with the server's CSV of the same filters (columns Date, Description, Amount, Currency,
 * Status, Payment Method, Fees, Net Amount).
 */
import { useState } from 'react';
import { buttonClasses, Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { IconDownload } from '../../../../components/ui/icons';
import { Skeleton } from '../../../../components/ui/skeleton';
import { myPaymentsCsvHref, useMyPayments } from '../../../../api/payments/find-my-payments';
import { LoadError } from '../../../../components/ui/load-error';
import { HistoryFilters, type HistoryFilterValues } from './history-filters';
import { HistoryTable } from './history-table';

const PAGE_SIZE = 10;

export function PaymentHistoryPanel() {
  const [filters, setFilters] = useState<HistoryFilterValues>({ status: '', method: '', period: 'all' });
  const [page, setPage] = useState(1);
  const query = {
    status: filters.status || undefined,
    method: filters.method || undefined,
    period: filters.period,
  };
  const payments = useMyPayments({ ...query, page, pageSize: PAGE_SIZE });
  const total = payments.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Card as="section" aria-labelledby="history-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="history-title" className="text-lg font-semibold text-fg">
          Payment history
        </h3>
        <a href={myPaymentsCsvHref(query)} download className={buttonClasses('secondary', 'sm')}>
          <IconDownload size={16} />
          Export CSV
        </a>
      </div>
      <HistoryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {payments.isError ? (
        <LoadError
          title="Failed to fetch payment history"
          message={payments.error.message}
          onRetry={() => void payments.refetch()}
        />
      ) : payments.isPending ? (
        <div role="status" aria-label="Loading payment history" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : payments.data.items.length === 0 ? (
        <p className="py-6 text-center text-fg-muted">No payments found. Payments you make appear here.</p>
      ) : (
        <>
          <HistoryTable items={payments.data.items} />
          <nav aria-label="Payment history pages" className="flex items-center justify-between gap-3">
            <Button variant="secondary" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
              Previous
            </Button>
            <p className="text-sm text-fg-muted" aria-live="polite">
              Page {page} of {pageCount} · {total} {total === 1 ? 'payment' : 'payments'}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setPage((p) => p + 1)} disabled={page >= pageCount}>
              Next
            </Button>
          </nav>
        </>
      )}
    </Card>
  );
}
