/**
 * System status: Main API, Price Feed, Trading Engine and Notifications with connected,
 * connecting, disconnected or error, as measured (live/use-system-status.ts); plus the
 * infrastructure summary from real measurements: this browser's heartbeat round trip, the
 * services' probe latencies and, where the server publishes them, connections and uptime.
 */
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { ConnectionStatus } from '../../../../contracts/realtime';
import { useSystemStatus } from '../live/use-system-status';

const TONE: Record<ConnectionStatus, BadgeTone> = {
  connected: 'success',
  connecting: 'warning',
  disconnected: 'neutral',
  error: 'danger',
};

export function SystemStatusPanel() {
  const { connection, services, server } = useSystemStatus();
  const overall = server && connection.status === 'connected' ? server.overall : null;
  const probeLatencies = services.flatMap((s) => (s.latencyMs === null ? [] : [s.latencyMs]));
  const worstProbe = probeLatencies.length ? Math.max(...probeLatencies) : null;

  return (
    <Card as="section" aria-labelledby="status-title" className="flex flex-col gap-5 lg:self-start">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="status-title" className="text-lg font-semibold text-fg">
          System status
        </h2>
        {overall ? (
          <Badge tone={overall === 'operational' ? 'success' : 'warning'}>
            {overall === 'operational' ? 'Operational' : 'Degraded'}
          </Badge>
        ) : null}
      </div>
      <ul className="flex flex-col divide-y divide-border" aria-live="polite">
        {services.map((service) => (
          <li key={service.name} className="flex items-center justify-between gap-3 py-2.5">
            <span className="text-fg">{service.name}</span>
            <span className="flex items-center gap-2">
              {service.latencyMs !== null ? (
                <span className="text-xs tabular-nums text-fg-subtle">{Math.round(service.latencyMs)} ms</span>
              ) : null}
              <Badge tone={TONE[service.status]}>{service.status}</Badge>
            </span>
          </li>
        ))}
      </ul>
      {connection.hasGivenUp ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-fg-muted">Reconnection failed after several attempts.</p>
          <Button variant="secondary" size="sm" onClick={connection.retry}>
            Reconnect
          </Button>
        </div>
      ) : null}

      <div>
        <h3 className="mb-2 text-sm font-semibold text-fg">Infrastructure</h3>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-1">
          <div className="rounded-xl border border-border bg-surface-2/50 p-3">
            <dt className="text-xs text-fg-muted">Your connection</dt>
            <dd className="mt-1 font-semibold tabular-nums text-fg">
              {connection.latencyMs === null ? '—' : `${Math.round(connection.latencyMs)} ms`}
            </dd>
            <dd className="text-xs text-fg-subtle">
              {connection.latencyMs === null ? 'Measured at the first heartbeat (every 30 s)' : 'Heartbeat round trip'}
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-surface-2/50 p-3">
            <dt className="text-xs text-fg-muted">Slowest service probe</dt>
            <dd className="mt-1 font-semibold tabular-nums text-fg">
              {worstProbe === null ? '—' : `${Math.round(worstProbe)} ms`}
            </dd>
            <dd className="text-xs text-fg-subtle">
              {worstProbe === null ? 'Waiting for the server’s measurements' : 'Measured by the server'}
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-surface-2/50 p-3">
            <dt className="text-xs text-fg-muted">Services connected</dt>
            <dd className="mt-1 font-semibold tabular-nums text-fg">
              {services.filter((s) => s.status === 'connected').length} of {services.length}
            </dd>
            <dd className="text-xs text-fg-subtle">Live from the status channel</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
