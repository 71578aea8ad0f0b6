/**
 * Security Center (admins): overall status, open threats and score from real checks; tabs Security
 * Overview (the six checks and Run Security Scan), Threat Detection, Audit Logs and Compliance; the
 * footer's figures counted over the threat window.
 */
import { useSecurityReport } from '../../../api/enterprise/get-security-report';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { HowComputed } from '../components/how-computed';
import { SECURITY_STATUS_TONE } from '../components/status-tones';
import { AuditLogsPanel } from './audit-logs-panel';
import { CompliancePanel } from './compliance-panel';
import { SecurityFooter } from './security-footer';
import { SecurityOverviewPanel } from './security-overview-panel';
import { ThreatsPanel } from './threats-panel';

export default function SecurityCenter() {
  const report = useSecurityReport();
  if (report.isError && !report.data)
    return (
      <LoadError
        title="Unable to load security status"
        message={report.error.message}
        onRetry={() => void report.refetch()}
      />
    );
  const data = report.data;
  if (!data)
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  return (
    <section aria-labelledby="security-title" className="flex flex-col gap-8">
      <h2 id="security-title" className="text-2xl font-semibold text-fg">
        Security Center
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card padding="md">
          <p className="text-sm text-fg-muted">Overall Status</p>
          <p className="mt-2">
            <Badge tone={SECURITY_STATUS_TONE[data.status]} className="text-base">
              {data.status.toUpperCase()}
            </Badge>
          </p>
          <HowComputed>
            Critical with a failed check or an open high threat; warning with a warning or open threat.
          </HowComputed>
        </Card>
        <Card padding="md">
          <p className="text-sm text-fg-muted">Active Threats</p>
          <p className="mt-1 text-3xl font-semibold tabular-nums text-fg">{data.unresolvedThreats}</p>
          <HowComputed>{`Unresolved threats the detection rules found in the last ${data.threatWindowDays} days.`}</HowComputed>
        </Card>
        <Card padding="md">
          <p className="text-sm text-fg-muted">Security Score</p>
          <p className="mt-1 text-3xl font-semibold tabular-nums text-fg">{data.score}/100</p>
          <HowComputed>Share of the six checks passed now (a warning counts half).</HowComputed>
        </Card>
      </div>
      <Tabs
        label="Security Center sections"
        variant="pill"
        panelClassName="pt-6"
        items={[
          { id: 'overview', label: 'Security Overview', content: <SecurityOverviewPanel report={data} /> },
          { id: 'threats', label: 'Threat Detection', content: <ThreatsPanel report={data} /> },
          { id: 'audit', label: 'Audit Logs', content: <AuditLogsPanel /> },
          { id: 'compliance', label: 'Compliance', content: <CompliancePanel /> },
        ]}
      />
      <SecurityFooter report={data} />
    </section>
  );
}
