/**
 * System status: Main API, Price Feed, Trading Engine and Notifications with connected,
 * connecting, disconnected or error, as measured (live/use-system-status.ts); plus the
 * infrastructure summary from real measurements: this browser's heartbeat round trip, the
 * services' probe latencies, and the live connections and uptime of the server instance that answers
 * (labelled as this instance's when several share the feed through Redis).
 */
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { ConnectionCountScope, ConnectionStatus } from '../../../../contracts/realtime';
import { useSystemStatus } from '../live/use-system-status';
import { formatUptime } from '../realtime-display';

const TONE: Record<ConnectionStatus, BadgeTone> = {
  connected: 'success',
  connecting: 'warning',
  disconnected: 'neutral',
  error: 'danger',
};

const WAITING = 'Waiting for the server’s measurements';

/** With Redis, instances share the feed but each counts only its own sockets: say so. */
const CONNECTIONS_NOTE: Record<ConnectionCountScope, string> = {
  all: 'Open websockets on the server',
  this_instance: 'Open websockets on this server instance only',
};
const UPTIME_NOTE: Record<ConnectionCountScope, string> = {
  all: 'Since the server process started',
  this_instance: 'Of this server instance’s process',
};

export function SystemStatusPanel() {
  const { connection, services, server } = useSystemStatus();
  // What the server said last is stale once the socket drops: show nothing rather than old figures.
  const isLive = connection.status === 'connected';
  const overall = server && isLive ? server.overall : null;
  const instance = server && isLive ? server.instance : null;
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
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
          <InfraFigure
            label="Your connection"
            value={connection.latencyMs === null ? '—' : `${Math.round(connection.latencyMs)} ms`}
            note={
              connection.latencyMs === null ? 'Measured at the first heartbeat (every 30 s)' : 'Heartbeat round trip'
            }
          />
          <InfraFigure
            label="Slowest service probe"
            value={worstProbe === null ? '—' : `${Math.round(worstProbe)} ms`}
            note={worstProbe === null ? WAITING : 'Measured by the server'}
          />
          <InfraFigure
            label="Services connected"
            value={`${services.filter((s) => s.status === 'connected').length} of ${services.length}`}
            note="Live from the status channel"
          />
          <InfraFigure
            label="Live connections"
            value={instance ? String(instance.liveConnections) : '—'}
            note={instance ? CONNECTIONS_NOTE[instance.connectionsScope] : WAITING}
          />
          <InfraFigure
            label="Server uptime"
            value={instance ? formatUptime(instance.uptimeSeconds) : '—'}
            note={instance ? UPTIME_NOTE[instance.connectionsScope] : WAITING}
          />
        </dl>
      </div>
    </Card>
  );
}

function InfraFigure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-2/50 p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums text-fg">{value}</dd>
      <dd className="text-xs text-fg-subtle">{note}</dd>
    </div>
  );
}
