import type { SystemAlert } from '../../../../../contracts/admin-overview';
import { timeAgo } from '../../../../../domain/admin/time-ago';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardTitle } from '../../../../components/ui/card';
import { ALERT_TYPE_LABEL, capitalize, SEVERITY_TONE } from './overview-format';

/** Open system alerts, newest first, each with Resolve and View Details. */
export function SystemAlertsPanel({
  alerts,
  resolvingId,
  onResolve,
  onDetails,
}: {
  alerts: SystemAlert[];
  resolvingId: string | null;
  onResolve: (id: string) => void;
  onDetails: (id: string) => void;
}) {
  return (
    <Card as="section" aria-labelledby="alerts-title">
      <div className="mb-4 flex items-center justify-between gap-2">
        <CardTitle as="h3">
          <span id="alerts-title">System Alerts</span>
        </CardTitle>
        <Badge tone={alerts.length ? 'warning' : 'success'}>{alerts.length} open</Badge>
      </div>
      {alerts.length === 0 ? (
        <p className="text-sm text-fg-muted">No open alerts. The alert rules run every minute.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <Badge tone={SEVERITY_TONE[alert.severity]}>{capitalize(alert.severity)}</Badge>
                <span className="text-fg-muted">{ALERT_TYPE_LABEL[alert.type]}</span>
                <span className="text-fg-muted" aria-hidden="true">
                  ·
                </span>
                <time className="text-fg-muted" dateTime={alert.timestamp}>
                  {timeAgo(alert.timestamp)}
                </time>
                {alert.occurrences > 1 ? <span className="text-fg-muted">· seen {alert.occurrences} times</span> : null}
              </div>
              <p id={`alert-${alert.id}`} className="break-words text-sm font-medium text-fg">
                {alert.message}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={`alert-${alert.id}`}
                  isLoading={resolvingId === alert.id}
                  onClick={() => onResolve(alert.id)}
                >
                  Resolve
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-describedby={`alert-${alert.id}`}
                  onClick={() => onDetails(alert.id)}
                >
                  View Details
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
