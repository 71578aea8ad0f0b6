/** The subscribers of one page: loading, error with Retry, empty, or a table that scrolls sideways on narrow screens. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSubscriber, AdminSubscribersPage } from '../../../../contracts/email';
import { formatInteger } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubscriberHistoryDialog } from './subscriber-history-dialog';
import { formatDate, STATUS_LABEL, STATUS_TONE } from './subscriber-labels';
import { Table } from '../../../components/ui/table';

export function SubscribersTable({ query }: { query: UseQueryResult<AdminSubscribersPage> }) {
  const [historyOf, setHistoryOf] = useState<AdminSubscriber | null>(null);
  if (query.isError)
    return (
      <LoadError
        title="Subscribers could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return (
      <div className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          Loading subscribers…
        </p>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  const { items, total } = query.data;
  return (
    <>
      <p className="text-sm text-fg-muted">
        {total === 1 ? '1 subscriber' : `${formatInteger(total)} subscribers`}
        {query.isFetching ? ' · updating…' : ''}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-border px-4 py-10 text-center text-fg-muted">
          No subscribers match these filters.
        </p>
      ) : (
        <Table
          label="Subscribers table"
          caption="Newsletter subscribers, newest first"
          minWidth="min-w-[48rem]"
          columns={['Email', 'Name', 'Status', 'Source', 'Interests', 'Signed up', { label: 'History', hidden: true }]}
        >
          {items.map((s) => (
            <tr key={s.id} className="border-t border-border hover:bg-surface-2/40">
              <td className="max-w-[16rem] truncate px-3 py-2 font-medium text-fg" title={s.email}>
                {s.email}
              </td>
              <td className="px-3 py-2 text-fg-muted">{s.name ?? '—'}</td>
              <td className="px-3 py-2">
                <Badge tone={STATUS_TONE[s.status]}>{STATUS_LABEL[s.status]}</Badge>
              </td>
              <td className="px-3 py-2 text-fg-muted" title={s.sourcePage ?? undefined}>
                {s.source}
              </td>
              <td className="max-w-[14rem] truncate px-3 py-2 text-fg-muted" title={s.interests.join(', ')}>
                {s.interests.length ? s.interests.join(', ') : '—'}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-fg-muted">{formatDate(s.createdAt)}</td>
              <td className="px-3 py-2">
                <Button size="sm" variant="ghost" onClick={() => setHistoryOf(s)} aria-label={`History of ${s.email}`}>
                  History
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {historyOf && <SubscriberHistoryDialog subscriber={historyOf} onClose={() => setHistoryOf(null)} />}
    </>
  );
}
