import { ENTERPRISE_MESSAGES, type SecurityReport } from '../../../../contracts/enterprise';
import { useRunSecurityScan } from '../../../api/enterprise/run-security-scan';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { HowComputed } from '../components/how-computed';
import { CHECK_STATUS_TONE, formatDateTime, humanize } from '../components/status-tones';

/** Security Overview: the six configuration checks, measured on each load, and Run Security Scan. */
export function SecurityOverviewPanel({ report }: { report: SecurityReport }) {
  const scan = useRunSecurityScan();
  const toast = useToast();
  const onScan = () =>
    scan.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          tone: result.message === ENTERPRISE_MESSAGES.scanCompleted ? 'success' : 'info',
          title: result.message,
          description: `Score ${result.score}/100`,
        }),
      onError: (error) => toast({ tone: 'error', title: error.message }),
    });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          {report.lastScan
            ? `Last scan ${formatDateTime(report.lastScan.at)}${report.lastScan.by ? ` by ${report.lastScan.by}` : ''}`
            : 'No scan run yet'}
        </p>
        <Button onClick={onScan} disabled={scan.isPending}>
          {scan.isPending ? 'Scanning…' : 'Run Security Scan'}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {report.checks.map((c) => (
          <Card key={c.id} as="article" padding="md">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-fg">{c.name}</h3>
              <Badge tone={CHECK_STATUS_TONE[c.status]}>{humanize(c.status)}</Badge>
            </div>
            <p className="mt-2 text-lg tabular-nums text-fg">{c.value}</p>
            <HowComputed>{c.description}</HowComputed>
            <p className="mt-1 text-xs text-fg-muted">Checked {formatDateTime(c.lastCheck)}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
