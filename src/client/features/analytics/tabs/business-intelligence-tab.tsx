/**
 * Business Intelligence: view select (daily ... yearly, default monthly), Refresh Data (reads again),
 * Export BI Report (a CSV file), and the sub-tabs Dashboard, Revenue, Customers, Operations.
 */
import { useState } from 'react';
import { BI_VIEWS, type BiView, type BusinessIntelligence } from '../../../../contracts/analytics';
import { useExportBiReport } from '../../../api/analytics/export-bi-report';
import { useBusinessIntelligence } from '../../../api/analytics/get-business-intelligence';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { RevenueUsersChart } from '../components/lazy-charts';
import { formatChange, formatFigure } from '../components/figure-format';
import { HowComputed } from '../components/how-computed';
import { Panel } from '../components/panel';
import { QueryState } from '../components/query-state';
import { saveFile } from '../../../lib/save-file';
import { SelectField } from '../components/select-field';
import { Table } from '../../../components/ui/table';

const VIEW_LABELS: Record<BiView, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
/** The badge and the progress bar share one tone, so a bar is never green beside "At risk". */
const STATUS: Record<
  'on_track' | 'at_risk' | 'behind',
  { label: string; tone: 'success' | 'warning' | 'danger'; bar: string }
> = {
  on_track: { label: 'On track', tone: 'success', bar: 'bg-success' },
  at_risk: { label: 'At risk', tone: 'warning', bar: 'bg-warning' },
  behind: { label: 'Behind', tone: 'danger', bar: 'bg-danger' },
};

function Dashboard({ data }: { data: BusinessIntelligence }) {
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {data.kpis.map((k) => {
          const progress = Math.min(100, k.progress ?? 0);
          return (
            <li key={k.name}>
              <Card padding="sm" className="flex h-full flex-col gap-2">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm text-fg-muted">{k.name}</p>
                  {k.status ? <Badge tone={STATUS[k.status].tone}>{STATUS[k.status].label}</Badge> : null}
                </div>
                <p className="font-display text-2xl font-semibold tabular-nums">{formatFigure(k.value, k.unit)}</p>
                <p className="text-xs text-fg-muted">
                  Target {k.lowerIsBetter ? 'under ' : ''}
                  {formatFigure(k.target, k.unit)} · {k.category}
                </p>
                <div
                  role="progressbar"
                  aria-label={`${k.name} against target`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(progress)}
                  className="h-2 overflow-hidden rounded-full bg-surface-3"
                >
                  <div
                    className={`h-full rounded-full ${k.status ? STATUS[k.status].bar : 'bg-gold'}`}
                    style={{ width: `${progress}%` }}
                  />
                </div>
                <HowComputed source="query" how={k.how} />
              </Card>
            </li>
          );
        })}
      </ul>
      <Panel title="Revenue and sign-ups">
        <RevenueUsersChart bins={data.bins} />
      </Panel>
      <Panel title="Executive Summary" description={`Last complete period: ${data.current.label}.`}>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {data.summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

function Revenue({ data }: { data: BusinessIntelligence }) {
  return (
    <Panel title="Revenue streams" description={`${data.current.label} against the period before.`}>
      <Table
        variant="plain"
        label="Revenue streams table"
        caption="Revenue streams, current against previous period, with forecast"
        minWidth="min-w-[36rem]"
        columns={['Stream', 'Current', 'Previous', 'Growth', 'Forecast', 'Share']}
      >
        {data.streams.map((s) => (
          <tr key={s.category} className="border-t border-border tabular-nums">
            <th scope="row" className="py-2 pr-3 text-left font-medium text-fg">
              {s.category}
            </th>
            <td className="py-2 pr-3">{formatFigure(s.current, 'usd')}</td>
            <td className="py-2 pr-3">{formatFigure(s.previous, 'usd')}</td>
            <td
              className={`py-2 pr-3 ${s.growth === null ? '' : s.growth >= 0 ? 'text-success' : 'text-danger'}`}
              title={s.growthNote?.reason}
            >
              {formatChange(s.growth, s.growthNote)}
            </td>
            <td className="py-2 pr-3">{formatFigure(s.forecast, 'usd')}</td>
            <td className="py-2 pr-3">{s.percentage === null ? '—' : `${s.percentage.toFixed(1)}%`}</td>
          </tr>
        ))}
      </Table>
      <HowComputed source="model" how={data.streamForecastHow} />
    </Panel>
  );
}

function Customers({ data }: { data: BusinessIntelligence }) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {data.segments.map((s) => (
          <li key={s.segment}>
            <Card padding="sm" className="flex h-full flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{s.segment}</h3>
                {s.band ? (
                  <Badge tone={s.band === 'Excellent' ? 'success' : s.band === 'Good' ? 'warning' : 'danger'}>
                    {s.band}
                  </Badge>
                ) : null}
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-fg-muted">LTV:CAC</dt>
                <dd className="text-right tabular-nums">{formatFigure(s.ltvCacRatio, 'ratio')}</dd>
                <dt className="text-fg-muted">LTV</dt>
                <dd className="text-right tabular-nums">{formatFigure(s.ltv, 'usd')}</dd>
                <dt className="text-fg-muted">CAC</dt>
                <dd className="text-right tabular-nums">{s.cac === null ? 'not set' : formatFigure(s.cac, 'usd')}</dd>
                <dt className="text-fg-muted">New / month</dt>
                <dd className="text-right tabular-nums">{formatFigure(s.acquisitionPerMonth, 'count')}</dd>
                <dt className="text-fg-muted">Retention</dt>
                <dd className="text-right tabular-nums">{formatFigure(s.retention, 'percent')}</dd>
                <dt className="text-fg-muted">Churn</dt>
                <dd className={`text-right tabular-nums ${s.churn !== null && s.churn < 5 ? 'text-success' : ''}`}>
                  {formatFigure(s.churn, 'percent')}
                </dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      <HowComputed
        source="query"
        how={`${data.acquisitionCost.how} LTV: the segment's revenue to date per person. LTV:CAC above 3 Excellent, above 2 Good, else Needs Attention.`}
      />
    </div>
  );
}

function OperationList({ items }: { items: BusinessIntelligence['system'] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((o) => (
        <li key={o.name} className="border-b border-border pb-2 last:border-0">
          <div className="flex justify-between gap-3 text-sm">
            <span>{o.name}</span>
            <span className="tabular-nums text-fg">
              {o.value === null ? 'no data yet' : formatFigure(o.value, o.unit)}
            </span>
          </div>
          <HowComputed source={o.source} how={o.how} />
        </li>
      ))}
    </ul>
  );
}

function Operations({ data }: { data: BusinessIntelligence }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Panel title="System metrics">
        <OperationList items={data.system} />
      </Panel>
      <Panel title="Wine vault">
        <OperationList items={data.vault} />
      </Panel>
    </div>
  );
}

export function BusinessIntelligenceTab() {
  const [view, setView] = useState<BiView>('monthly');
  const q = useBusinessIntelligence(view);
  const exporter = useExportBiReport();
  const toast = useToast();
  const onExport = () =>
    exporter.mutate(view, {
      onSuccess: ({ blob, filename }) => {
        saveFile(blob, filename);
        toast({ tone: 'success', title: 'CSV report downloaded successfully!' });
      },
      onError: (e) => toast({ tone: 'error', title: 'Could not export the BI report', description: e.message }),
    });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SelectField
          label="View"
          value={view}
          onChange={setView}
          options={BI_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
        />
        <Button variant="secondary" size="sm" onClick={() => void q.refetch()} disabled={q.isFetching}>
          {q.isFetching ? 'Refreshing...' : 'Refresh Data'}
        </Button>
        <Button variant="gold" size="sm" onClick={onExport} disabled={exporter.isPending}>
          {exporter.isPending ? 'Exporting...' : 'Export BI Report'}
        </Button>
      </div>
      <QueryState
        isPending={q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        title="Could not load business intelligence"
      >
        {q.data ? (
          <Tabs
            label="Business Intelligence sections"
            variant="underline"
            items={[
              { id: 'dashboard', label: 'Dashboard', content: <Dashboard data={q.data} /> },
              { id: 'revenue', label: 'Revenue', content: <Revenue data={q.data} /> },
              { id: 'customers', label: 'Customers', content: <Customers data={q.data} /> },
              { id: 'operations', label: 'Operations', content: <Operations data={q.data} /> },
            ]}
          />
        ) : null}
      </QueryState>
    </div>
  );
}
