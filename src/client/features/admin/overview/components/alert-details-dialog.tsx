import { Link } from 'react-router';
import { timeAgo } from '../../../../../domain/admin/time-ago';
import { useSystemAlert } from '../../../../api/admin/get-system-alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { ALERT_TYPE_LABEL, capitalize, SEVERITY_TONE } from './overview-format';

/** View Details: what raised the alert, the facts it saw and links to the things concerned. */
export function AlertDetailsDialog({
  alertId,
  onClose,
  onResolve,
  isResolving,
}: {
  alertId: string | null;
  onClose: () => void;
  onResolve: (id: string) => void;
  isResolving: boolean;
}) {
  const { data, error, isPending, refetch } = useSystemAlert(alertId);
  const open = alertId !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={data?.message ?? 'Alert details'}
      description={
        data ? `${ALERT_TYPE_LABEL[data.type]} alert, raised ${timeAgo(data.timestamp).toLowerCase()}` : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {data && !data.resolved ? (
            <Button onClick={() => onResolve(data.id)} isLoading={isResolving}>
              Resolve
            </Button>
          ) : null}
        </>
      }
    >
      {!open ? null : isPending ? (
        <p role="status" className="flex items-center gap-2 text-fg-muted">
          <Spinner /> Loading details…
        </p>
      ) : error ? (
        <LoadError title="Could not load the alert" message={error.message} onRetry={() => void refetch()} />
      ) : (
        <div className="flex flex-col gap-5 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={SEVERITY_TONE[data.severity]}>{capitalize(data.severity)}</Badge>
            {data.resolved ? <Badge tone="success">Resolved</Badge> : <Badge tone="neutral">Open</Badge>}
          </div>
          <section aria-labelledby="alert-cause">
            <h3 id="alert-cause" className="font-semibold text-fg">
              What raised it
            </h3>
            <p className="mt-1 text-fg-muted">{data.ruleDescription}</p>
            <p className="mt-1 text-fg-muted">
              Seen {data.occurrences} {data.occurrences === 1 ? 'time' : 'times'}, last{' '}
              {timeAgo(data.lastSeenAt).toLowerCase()}.
            </p>
          </section>
          {data.facts.length ? (
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-xl border border-border bg-surface-2/50 p-4 sm:grid-cols-[minmax(0,12rem)_1fr]">
              {data.facts.map((fact, i) => (
                <div key={`${fact.label}-${i}`} className="contents">
                  <dt className="text-fg-muted">{fact.label}</dt>
                  <dd className="break-words font-medium text-fg">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {data.links.length ? (
            <section aria-labelledby="alert-links">
              <h3 id="alert-links" className="font-semibold text-fg">
                Go to
              </h3>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {data.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={onClose}
                      className="focus-ring rounded text-gold underline underline-offset-2"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.resolved ? (
            <p className="text-fg-muted">
              Resolved by {data.resolvedByName ?? 'a former admin'}
              {data.resolvedAt ? `, ${timeAgo(data.resolvedAt).toLowerCase()}` : ''}.
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
