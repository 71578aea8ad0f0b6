import type { SecurityReport, Threat } from '../../../../contracts/enterprise';
import { useResolveThreat } from '../../../api/enterprise/resolve-threat';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime, humanize, SEVERITY_TONE } from '../components/status-tones';

function ThreatCard({ threat }: { threat: Threat }) {
  const resolve = useResolveThreat();
  const toast = useToast();
  const onResolve = () =>
    resolve.mutate(threat.id, {
      onSuccess: () => toast({ tone: 'success', title: 'Threat resolved' }),
      onError: (error) => toast({ tone: 'error', title: error.message }),
    });
  return (
    <Card as="article" padding="md" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={SEVERITY_TONE[threat.severity]}>{humanize(threat.severity)}</Badge>
        <Badge tone="brand">{humanize(threat.type)}</Badge>
        {threat.resolved ? <Badge tone="success">Resolved</Badge> : null}
      </div>
      <h3 className="font-semibold text-fg">{threat.description}</h3>
      <p className="text-xs text-fg-muted">
        {formatDateTime(threat.firstSeen)} – {formatDateTime(threat.timestamp)} · {threat.eventCount} event
        {threat.eventCount === 1 ? '' : 's'}
        {threat.ipAddress ? ` · ${threat.ipAddress}` : ''}
      </p>
      <p className="text-xs text-fg-muted">Rule: {threat.ruleDescription}</p>
      {threat.resolved ? (
        <p className="text-sm text-fg-muted">
          Action taken: {threat.actionTaken}
          {threat.resolvedBy ? ` (${threat.resolvedBy}` : ''}
          {threat.resolvedAt ? `, ${formatDateTime(threat.resolvedAt)})` : threat.resolvedBy ? ')' : ''}
        </p>
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={onResolve} disabled={resolve.isPending}>
            {resolve.isPending ? 'Resolving…' : 'Resolve'}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Threat Detection: what the rules found over sign-in events and refused requests, open ones first. */
export function ThreatsPanel({ report }: { report: SecurityReport }) {
  const open = report.threats.filter((t) => !t.resolved);
  const resolved = report.threats.filter((t) => t.resolved);
  return (
    <div className="flex flex-col gap-5">
      {open.length === 0 ? (
        <Card padding="md">
          <p className="font-semibold text-fg">No active threats detected</p>
          <p className="mt-1 text-sm text-fg-muted">
            {`The detection rules found nothing unresolved in the last ${report.threatWindowDays} days of sign-in events and refused requests.`}
          </p>
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {open.map((t) => (
            <ThreatCard key={t.id} threat={t} />
          ))}
        </div>
      )}
      {resolved.length > 0 ? (
        <section aria-labelledby="resolved-threats-title">
          <h3 id="resolved-threats-title" className="mb-3 text-lg font-semibold text-fg">
            Resolved
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            {resolved.map((t) => (
              <ThreatCard key={t.id} threat={t} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
