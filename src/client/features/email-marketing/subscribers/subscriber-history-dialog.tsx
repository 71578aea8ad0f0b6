/** A subscriber's campaign history: each campaign sent (or skipped), and when they opened, clicked, unsubscribed. */
import type { AdminSubscriber } from '../../../../contracts/email';
import { useEmailSubscriberHistory } from '../../../api/email/get-email-subscriber-history';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate } from './subscriber-labels';
import { Table } from '../../../components/ui/table';

const STATUS_TEXT = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  skipped: 'Skipped',
  failed: 'Failed',
  digest: 'Queued for digest',
} as const;

export function SubscriberHistoryDialog({ subscriber, onClose }: { subscriber: AdminSubscriber; onClose: () => void }) {
  const history = useEmailSubscriberHistory(subscriber.id);
  return (
    <Dialog open onClose={onClose} size="lg" title="Subscriber history" description={subscriber.email}>
      {history.isError ? (
        <LoadError
          title="The history could not be loaded"
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      ) : !history.data ? (
        <p role="status" className="py-6 text-center text-fg-muted">
          Loading history…
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-fg-muted">
            Signed up {formatDate(subscriber.createdAt)}
            {subscriber.confirmedAt ? ` · confirmed ${formatDate(subscriber.confirmedAt)}` : ''}
            {history.data.unsubscribedAt ? ` · unsubscribed ${formatDate(history.data.unsubscribedAt)}` : ''}
          </p>
          {history.data.items.length === 0 ? (
            <p className="rounded-xl border border-border px-4 py-6 text-center text-fg-muted">No campaigns yet.</p>
          ) : (
            <Table
              label="Campaign history"
              minWidth="min-w-[36rem]"
              columns={['Campaign', 'Sent', 'Opened', 'Clicked', 'Unsubscribed']}
            >
              {history.data.items.map((h) => (
                <tr key={h.campaignId} className="border-t border-border">
                  <td className="px-3 py-2 font-medium text-fg">{h.campaignName}</td>
                  <td className="px-3 py-2 text-fg-muted" title={h.reason ?? undefined}>
                    {h.status === 'sent' ? formatDate(h.sentAt) : STATUS_TEXT[h.status]}
                  </td>
                  <td className="px-3 py-2 text-fg-muted">{formatDate(h.openedAt)}</td>
                  <td className="px-3 py-2 text-fg-muted">{formatDate(h.clickedAt)}</td>
                  <td className="px-3 py-2 text-fg-muted">{formatDate(h.unsubscribedAt)}</td>
                </tr>
              ))}
            </Table>
          )}
        </div>
      )}
    </Dialog>
  );
}
