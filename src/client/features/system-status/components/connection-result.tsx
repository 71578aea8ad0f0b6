/**
 * The connection test result: Connected / Demo Mode / Not Connected, with message, details and
 * the measured latency. Demo mode is still a real connection to the embedded database, so it is
 * labelled 'Demo Mode' (as the spec's status page reports) but coloured as healthy.
 */
import type { SystemStatus } from '../../../../contracts/system';
import { Badge } from '../../../components/ui/badge';

export function connectionLabel(connection: SystemStatus['connection']): 'Connected' | 'Demo Mode' | 'Not Connected' {
  if (!connection.connected) return 'Not Connected';
  return connection.demo ? 'Demo Mode' : 'Connected';
}

export function ConnectionResult({ connection }: { connection: SystemStatus['connection'] }) {
  const label = connectionLabel(connection);
  const dot = label === 'Not Connected' ? 'bg-danger' : label === 'Demo Mode' ? 'bg-gold' : 'bg-success';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className={`h-3 w-3 rounded-full ${dot} shadow-[0_0_12px_currentColor]`} aria-hidden="true" />
        <p className="text-2xl font-semibold">{label}</p>
        {connection.latencyMs !== null ? (
          <Badge tone="neutral" className="tabular-nums">
            {connection.latencyMs} ms
          </Badge>
        ) : null}
      </div>
      <p className="text-fg">{connection.message}</p>
      {connection.details ? <p className="break-words text-sm text-fg-muted">{connection.details}</p> : null}
    </div>
  );
}
