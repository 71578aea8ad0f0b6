/** A subscriber's campaign history: each campaign sent (or skipped), and when they opened, clicked, unsubscribed. */
import type { AdminSubscriber } from '../../../../contracts/email';
import { useEmailSubscriberHistory } from '../../../api/email/get-email-subscriber-history';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate } from './subscriber-labels';

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
            <div
              role="region"
              aria-label="Campaign history"
              tabIndex={0}
              className="focus-ring overflow-x-auto rounded-xl border border-border"
            >
              <table className="w-full min-w-[36rem] text-sm">
                <thead className="bg-surface-2/70 text-left text-xs uppercase tracking-[0.12em] text-fg-subtle">
                  <tr>
                    {['Campaign', 'Sent', 'Opened', 'Clicked', 'Unsubscribed'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
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
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
