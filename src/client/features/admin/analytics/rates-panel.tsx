/**
 * Conversion and churn with the spec's targets (section 9: 15 percent, under 8 percent) beside them
 * and their definitions stated, so nobody has to guess what the figure counts.
 */
import type { AdminReport } from '../../../../contracts/reports';
import { formatInteger } from '../../../../domain/format';
import {
  belowStatus,
  reachStatus,
  REPORT_DEFINITIONS,
  REPORT_TARGETS,
  type TargetStatus,
} from '../../../../domain/reports/report-rates';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { rateText } from './report-format';

const STATUS: Record<TargetStatus, { label: string; tone: BadgeTone }> = {
  met: { label: 'On target', tone: 'success' },
  missed: { label: 'Off target', tone: 'warning' },
  unknown: { label: 'No data', tone: 'neutral' },
};

function Rate(props: {
  title: string;
  value: string | null;
  target: string;
  status: TargetStatus;
  detail: string;
  definition: string;
}) {
  const status = STATUS[props.status];
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-medium text-fg-muted">{props.title}</h4>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="font-display text-3xl font-semibold tabular-nums text-fg">{rateText(props.value)}</p>
      <p className="text-sm text-fg">
        Target: <span className="font-semibold">{props.target}</span>
        <span className="text-fg-muted"> · {props.detail}</span>
      </p>
      <p className="text-xs text-fg-muted">{props.definition}</p>
    </div>
  );
}

export function RatesPanel({ report }: { report: AdminReport }) {
  const { performanceMetrics: m, kpis } = report;
  const signups = report.userGrowth.reduce((s, b) => s + b.newUsers, 0);
  const converted = report.userGrowth.reduce((s, b) => s + b.converted, 0);
  return (
    <Card as="section" aria-labelledby="rates-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="rates-title">Conversion and Churn</span>
        </CardTitle>
      </CardHeader>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Rate
          title="Conversion rate"
          value={m.conversionRate}
          target={`${REPORT_TARGETS.conversionRate}%`}
          status={reachStatus(m.conversionRate, REPORT_TARGETS.conversionRate)}
          detail={`${formatInteger(converted)} of ${formatInteger(signups)} sign-ups bought`}
          definition={REPORT_DEFINITIONS.conversionRate}
        />
        <Rate
          title="Churn rate"
          value={m.churnRate}
          target={`under ${REPORT_TARGETS.churnRate}%`}
          status={belowStatus(m.churnRate, REPORT_TARGETS.churnRate)}
          detail={`${formatInteger(kpis.churned)} of ${formatInteger(kpis.previouslyActive)} did not come back`}
          definition={REPORT_DEFINITIONS.churnRate}
        />
      </div>
    </Card>
  );
}
