/**
 * Analytics Overview: period select (7d, 30d, 90d, 1y, all) and the sub-tabs Overview, Segments,
 * AI Insights and Forecasting, all from GET /api/v1/analytics/overview.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ANALYTICS_PERIODS,
  type AnalyticsOverview,
  type AnalyticsPeriod,
  type ReportFrequency,
} from '../../../../contracts/analytics';
import { useCancelReportSchedule } from '../../../api/analytics/cancel-report-schedule';
import { useCreateReportSchedule } from '../../../api/analytics/create-report-schedule';
import { useExportOverviewReport, type ReportFormat } from '../../../api/analytics/export-overview-report';
import { useReportSchedules } from '../../../api/analytics/list-report-schedules';
import { useAnalyticsOverview } from '../../../api/analytics/get-analytics-overview';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { growthRuleText } from '../../../../domain/analytics/growth';
import { paths } from '../../../lib/paths';
import { saveFile } from '../../../lib/save-file';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../shared/session';
import { ForecastSparkline, FunnelChart } from '../components/lazy-charts';
import { accuracyTone, BAND_TONE, formatChange, formatFigure } from '../components/figure-format';
import { HowComputed } from '../components/how-computed';
import { HowComputed as MetricHowComputed } from '../../../components/ui/how-computed';
import type { MetricName } from '../../../../domain/metrics/metric-catalogue';

/** KPI cards that are catalogue metrics read their "How is this computed" from the catalogue. */
const KPI_METRIC: Partial<Record<string, MetricName>> = {
  revenue: 'revenue',
  new_users: 'new_users',
  active: 'active_users',
  purchases: 'purchases',
  trades: 'trades',
};
import { Panel } from '../components/panel';
import { Empty, QueryState } from '../components/query-state';
import { SelectField } from '../components/select-field';
import { Table } from '../../../components/ui/table';

const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
  all: 'All time',
};

const ACTION_HREF: Record<AnalyticsOverview['insights'][number]['action'], string> = {
  admin: paths.admin.getHref(),
  emailMarketing: paths.emailMarketing.getHref(),
  trading: paths.trading.getHref(),
  wineAssets: paths.wineAssets.getHref(),
};

function KpiCards({ data }: { data: AnalyticsOverview }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {data.kpis.map((k) => (
        <li key={k.key}>
          <Card padding="sm" className="flex h-full flex-col gap-2">
            <p className="text-sm text-fg-muted">{k.name}</p>
            <p className="font-display text-2xl font-semibold tabular-nums text-fg">{formatFigure(k.value, k.unit)}</p>
            {/* Under the minimum base there is no direction worth colouring: the label and its reason. */}
            <p
              className={
                k.changeNote ? 'text-sm text-fg' : k.trend === 'up' ? 'text-sm text-success' : 'text-sm text-danger'
              }
            >
              {k.changeNote ? null : <span aria-hidden="true">{k.trend === 'up' ? '▲ ' : '▼ '}</span>}
              {formatChange(k.change, k.changeNote)} <span className="text-fg-muted">vs previous period</span>
              {k.changeNote ? <span className="block text-xs text-fg-muted">({k.changeNote.reason})</span> : null}
            </p>
            {k.forecast.length ? (
              <ForecastSparkline values={k.forecast} unit={k.unit} label={k.name} />
            ) : (
              <p className="text-xs text-fg-muted">No forecast yet.</p>
            )}
            {KPI_METRIC[k.key] ? (
              <MetricHowComputed metric={KPI_METRIC[k.key]!} />
            ) : (
              <HowComputed source={k.source} how={k.how} />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function OverviewPanel({ data }: { data: AnalyticsOverview }) {
  const total = data.revenueComposition.reduce((s, r) => s + r.amount, 0);
  return (
    <div className="flex flex-col gap-6">
      <KpiCards data={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Revenue Composition" description={`Total ${formatFigure(total, 'usd')} in the period.`}>
          <ul className="flex flex-col gap-3">
            {data.revenueComposition.map((r) => (
              <li key={r.source} className="flex flex-col gap-1">
                <div className="flex justify-between text-sm">
                  <span className="text-fg">{r.label}</span>
                  <span className="tabular-nums text-fg-muted">
                    {formatFigure(r.amount, 'usd')} · {r.percentage === null ? '—' : `${r.percentage.toFixed(1)}%`}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand" style={{ width: `${r.percentage ?? 0}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <HowComputed
            source="query"
            how="Revenue rows by type (token sales, staking fees, premium services) and the trading fees the ledger's fees account took, valued at the exchange's reference prices."
          />
        </Panel>
        <Panel title="User Acquisition Funnel">
          <FunnelChart steps={data.funnel} />
          <ol className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
            {data.funnel.map((s, i) => (
              <li key={s.key} className="flex justify-between gap-2">
                <span className="text-fg">{s.label}</span>
                <span className="tabular-nums text-fg-muted">
                  {formatFigure(s.count, 'count')}
                  {s.conversion !== null
                    ? ` · ${s.conversion.toFixed(1)}%`
                    : i === 0
                      ? s.note && ` · ${s.note}`
                      : ' · —'}
                </span>
              </li>
            ))}
          </ol>
          <HowComputed
            source="query"
            how={data.funnel.map((s, i) => `${s.label}: ${s.how}${i > 0 && s.note ? ` ${s.note}` : ''}`).join(' ')}
          />
        </Panel>
      </div>
    </div>
  );
}

function SegmentsPanel({ data }: { data: AnalyticsOverview }) {
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {data.segments.map((s) => (
          <li key={s.segment}>
            <Card padding="sm" className="flex h-full flex-col gap-2">
              <h3 className="font-semibold text-fg">{s.segment}</h3>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-fg-muted">People</dt>
                <dd className="text-right tabular-nums">{formatFigure(s.count, 'count')}</dd>
                <dt className="text-fg-muted">Revenue</dt>
                <dd className="text-right tabular-nums">{formatFigure(s.revenue, 'usd')}</dd>
                <dt className="text-fg-muted">Growth</dt>
                <dd className="text-right tabular-nums" title={s.growthNote?.reason}>
                  {formatChange(s.growthRate, s.growthNote)}
                </dd>
                <dt className="text-fg-muted">LTV</dt>
                <dd className="text-right tabular-nums">{formatFigure(s.ltv, 'usd')}</dd>
                <dt className="text-fg-muted">Churn</dt>
                <dd
                  className={`text-right tabular-nums ${s.churnRate !== null && s.churnRate < 5 ? 'text-success' : ''}`}
                >
                  {formatFigure(s.churnRate, 'percent')}
                </dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      <HowComputed
        source="query"
        how={`Disjoint segments, first match wins: accredited investor status; token purchases to date above $50,000 (High Net Worth); an active Premium Circle or Enterprise membership; everyone else. Growth is the segment's revenue against the previous period; LTV is its revenue to date per person; churn is the share of those active in the previous period who were not active in this one. ${growthRuleText('usd')}`}
      />
      <Panel
        title="Cohort retention"
        description="Share of each sign-up month's people active in each month after (month 0 is the sign-up month)."
      >
        {data.cohorts.length === 0 ? (
          <Empty>No sign-ups in the last six months.</Empty>
        ) : (
          <Table
            variant="plain"
            label="Cohort retention table"
            caption="Cohort retention by sign-up month"
            minWidth="min-w-[32rem]"
            columns={['Cohort', 'People', ...Array.from({ length: 6 }, (_, i) => `Month ${i}`)]}
          >
            {data.cohorts.map((c) => (
              <tr key={c.cohort} className="border-t border-border">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-fg">
                  {c.cohort}
                </th>
                <td className="py-2 pr-3 tabular-nums">{formatFigure(c.size, 'count')}</td>
                {Array.from({ length: 6 }, (_, i) => {
                  const cell = c.retention[i];
                  return (
                    <td key={i} className="py-2 pr-3">
                      {cell ? (
                        <Badge tone={BAND_TONE[cell.band]}>{cell.percent.toFixed(0)}%</Badge>
                      ) : (
                        <span className="text-fg-muted">—</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </Table>
        )}
        <HowComputed
          source="query"
          how="Active means signed in, placed an order, paid or staked in that calendar month (UTC). Bands: 85% and over green, 70% and over yellow, under 70% red."
        />
      </Panel>
    </div>
  );
}

function InsightsPanel({ data }: { data: AnalyticsOverview }) {
  if (!data.insights.length)
    return <Empty>Not enough weekly history yet to fit a model; predictions appear once there is.</Empty>;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {data.insights.map((i) => (
        <li key={i.id}>
          <Card padding="md" className="flex h-full flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-fg">{i.title}</h3>
              <Badge tone={i.impact === 'high' ? 'brand' : i.impact === 'medium' ? 'gold' : 'neutral'}>
                {i.impact} impact
              </Badge>
            </div>
            <p className="text-sm text-fg">{i.prediction}</p>
            <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
              <Badge tone={accuracyTone(i.accuracy)}>{i.accuracy.label}</Badge>
              <span>{i.timeframe}</span>
            </div>
            <HowComputed source={i.source} how={i.how} />
            <Link to={ACTION_HREF[i.action]} className={buttonClasses('secondary', 'sm') + ' self-start'}>
              Take Action
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ForecastingPanel({ data }: { data: AnalyticsOverview }) {
  const f = data.forecasting;
  return (
    <div className="flex flex-col gap-6">
      {f.quarters.length === 0 ? (
        <Empty>Not enough weekly history yet for a quarterly forecast.</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {f.quarters.map((q) => (
            <li key={q.metric}>
              <Card padding="md" className="flex h-full flex-col gap-3">
                <h3 className="font-semibold text-fg">{q.metric}, next quarter</h3>
                <dl className="grid grid-cols-3 gap-2 text-center">
                  <div>
                    <dt className="text-xs text-fg-muted">Conservative</dt>
                    <dd className="font-display text-xl tabular-nums">{formatFigure(q.conservative, q.unit)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-fg-muted">Expected</dt>
                    <dd className="font-display text-xl tabular-nums text-gold">{formatFigure(q.total, q.unit)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-fg-muted">Optimistic</dt>
                    <dd className="font-display text-xl tabular-nums">{formatFigure(q.optimistic, q.unit)}</dd>
                  </div>
                </dl>
                <HowComputed source="model" how={q.how} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Growth drivers" description="What grew most against the previous period.">
          <MovementList items={f.drivers} tone="success" empty="Nothing grew against the previous period." />
        </Panel>
        <Panel title="Risks" description="What fell most against the previous period.">
          <MovementList items={f.risks} tone="danger" empty="Nothing fell against the previous period." />
        </Panel>
        <Panel title="Wine market opportunity">
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-fg-muted">Wines</dt>
              <dd className="tabular-nums">{formatFigure(f.wineOpportunity.assets, 'count')}</dd>
            </div>
            <div>
              <dt className="text-fg-muted">Portfolio value</dt>
              <dd className="tabular-nums">{formatFigure(f.wineOpportunity.portfolioValue, 'usd')}</dd>
            </div>
            <div>
              <dt className="text-fg-muted">In 12 months</dt>
              <dd className="tabular-nums">
                {f.wineOpportunity.predictedValue === null
                  ? 'Needs appraisals'
                  : formatFigure(f.wineOpportunity.predictedValue, 'usd')}
              </dd>
            </div>
          </dl>
          <HowComputed source="model" how={f.wineOpportunity.how} />
        </Panel>
        <Panel title="Executive summary">
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-fg">
            {f.summary.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}

const FORMATS: readonly { value: ReportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'pdf', label: 'PDF' },
];

/** Export Report: the selected period's figures as a CSV or PDF file (the same answer the page shows). */
function ExportReport({ period }: { period: AnalyticsPeriod }) {
  const [format, setFormat] = useState<ReportFormat>('csv');
  const exporter = useExportOverviewReport();
  const toast = useToast();
  const onExport = () =>
    exporter.mutate(
      { period, format },
      {
        onSuccess: ({ blob, filename }) => {
          saveFile(blob, filename);
          toast({ tone: 'success', title: `${format.toUpperCase()} report downloaded successfully!` });
        },
        onError: (e) => toast({ tone: 'error', title: 'Could not export the report', description: e.message }),
      },
    );
  return (
    <>
      <SelectField label="Report format" value={format} onChange={setFormat} options={FORMATS} />
      <Button variant="gold" size="sm" onClick={onExport} disabled={exporter.isPending}>
        {exporter.isPending ? 'Exporting...' : 'Export Report'}
      </Button>
    </>
  );
}

const FREQUENCIES: readonly { value: ReportFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const FREQUENCY_LABEL = Object.fromEntries(FREQUENCIES.map((f) => [f.value, f.label])) as Record<
  ReportFrequency,
  string
>;
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Schedule Report: the selected period's report mailed to the signed-in admin every day, week or
 * month (a job on the server), with the admin's scheduled reports listed and cancellable.
 */
function ScheduleReport({ period }: { period: AnalyticsPeriod }) {
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const schedules = useReportSchedules(open);
  const create = useCreateReportSchedule();
  const cancel = useCancelReportSchedule();
  const toast = useToast();
  const email = useSession().profile?.email;
  const onSchedule = () =>
    create.mutate(
      { period, frequency, format },
      {
        onSuccess: (s) =>
          toast({
            tone: 'success',
            title: 'Report scheduled',
            description: `${FREQUENCY_LABEL[s.frequency]} to ${s.email}, first on ${utcMinute(s.nextRunAt)}.`,
          }),
        onError: (e) => toast({ tone: 'error', title: 'Could not schedule the report', description: e.message }),
      },
    );
  const onCancel = (id: string) =>
    cancel.mutate(id, {
      onSuccess: () => toast({ tone: 'success', title: 'Scheduled report cancelled' }),
      onError: (e) => toast({ tone: 'error', title: 'Could not cancel the scheduled report', description: e.message }),
    });
  const list = schedules.data?.schedules ?? [];
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Schedule Report
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Schedule Report"
        description={`The Analytics Overview for ${PERIOD_LABELS[period].toLowerCase()} is mailed to ${email ?? 'you'} with a link to the file, until you cancel it.`}
        footer={
          <>
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button variant="gold" size="sm" onClick={onSchedule} disabled={create.isPending}>
              {create.isPending ? 'Scheduling...' : 'Schedule'}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap gap-4">
            <SelectField label="Frequency" value={frequency} onChange={setFrequency} options={FREQUENCIES} />
            <SelectField label="File" value={format} onChange={setFormat} options={FORMATS} />
          </div>
          <section aria-labelledby="scheduled-reports-heading" className="flex flex-col gap-2">
            <h3 id="scheduled-reports-heading" className="font-semibold text-fg">
              Your scheduled reports
            </h3>
            {schedules.isPending ? (
              <p>Loading...</p>
            ) : schedules.error ? (
              <p role="alert">{schedules.error.message}</p>
            ) : list.length === 0 ? (
              <p>No scheduled reports.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
                {list.map((s) => {
                  const what = `${FREQUENCY_LABEL[s.frequency]} · ${PERIOD_LABELS[s.period]} · ${s.format.toUpperCase()}`;
                  return (
                    <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                      <div className="min-w-0">
                        <p className="text-fg">{what}</p>
                        <p className="text-xs">Next mail {utcMinute(s.nextRunAt)}</p>
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Cancel schedule: ${what}`}
                        onClick={() => onCancel(s.id)}
                        disabled={cancel.isPending}
                      >
                        Cancel schedule
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      </Dialog>
    </>
  );
}

export function OverviewTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const q = useAnalyticsOverview(period);
  const data = q.data;
  // The server serves the report files to admins only (revenue and customer data).
  const canExport = useSession().profile?.role === 'admin';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Period"
          value={period}
          onChange={setPeriod}
          options={ANALYTICS_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
        />
        {canExport ? <ExportReport period={period} /> : null}
        {canExport ? <ScheduleReport period={period} /> : null}
      </div>
      <QueryState
        isPending={q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        title="Could not load analytics data"
      >
        {data ? (
          <Tabs
            label="Analytics Overview sections"
            variant="underline"
            items={[
              { id: 'overview', label: 'Overview', content: <OverviewPanel data={data} /> },
              { id: 'segments', label: 'Segments', content: <SegmentsPanel data={data} /> },
              { id: 'insights', label: 'AI Insights', content: <InsightsPanel data={data} /> },
              { id: 'forecasting', label: 'Forecasting', content: <ForecastingPanel data={data} /> },
            ]}
          />
        ) : null}
      </QueryState>
    </div>
  );
}

/** Growth drivers or risks: each contributor named in its tone, with what moved. */
function MovementList({
  items,
  tone,
  empty,
}: {
  items: readonly { label: string; detail: string }[];
  tone: 'success' | 'danger';
  empty: string;
}) {
  if (!items.length) return <Empty>{empty}</Empty>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {items.map((d) => (
        <li key={d.label}>
          <span className={tone === 'success' ? 'font-medium text-success' : 'font-medium text-danger'}>{d.label}</span>{' '}
          <span className="text-fg-muted">{d.detail}</span>
        </li>
      ))}
    </ul>
  );
}
