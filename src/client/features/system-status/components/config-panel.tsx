/**
 * The configuration panel: which database, mail, payment, fan-out and storage this node uses.
 * The database URL arrives already cut to its first 20 characters by the server (no credentials
 * leave the server); empty means 'Not configured'.
 */
import type { SystemStatus } from '../../../../contracts/system';
import { Badge } from '../../../components/ui/badge';

const NOT_CONFIGURED = 'Not configured';

export function displayDatabaseUrl(value: string): string {
  return value ? value.slice(0, 20) : NOT_CONFIGURED;
}

export function ConfigPanel({ config }: { config: SystemStatus['config'] }) {
  const rows: Array<{ label: string; value: string; mono?: boolean }> = [
    {
      label: 'Database',
      value: config.databaseKind === 'embedded' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL server',
    },
    { label: 'Database URL', value: displayDatabaseUrl(config.databaseUrl), mono: true },
    { label: 'Auth secret', value: config.authSecret || NOT_CONFIGURED },
    { label: 'Mail transport', value: config.mailTransport === 'outbox' ? 'Outbox (development mailbox)' : 'SMTP' },
    { label: 'Payment provider', value: config.paymentProvider === 'sandbox' ? 'Sandbox' : 'Stripe' },
    { label: 'Real-time fan-out', value: config.realtimeFanOut === 'redis' ? 'Redis pub/sub' : 'In-process' },
    { label: 'File storage', value: config.storage || NOT_CONFIGURED },
    { label: 'Environment', value: config.environment },
    { label: 'Version', value: config.version, mono: true },
  ];
  return (
    <dl className="divide-y divide-border">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm text-fg-muted">{row.label}</dt>
          <dd className={row.mono ? 'break-all font-mono text-sm text-fg' : 'text-sm text-fg'}>{row.value}</dd>
        </div>
      ))}
      <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
        <dt className="text-sm text-fg-muted">Demo mode</dt>
        <dd>
          <Badge tone={config.demoMode ? 'gold' : 'neutral'}>{config.demoMode ? 'On' : 'Off'}</Badge>
        </dd>
      </div>
    </dl>
  );
}
