/**
 * Admin → Analytics & Reports (operator spec section 2): period and report type, KPI tiles, user
 * growth, revenue distribution, user segments, revenue trend, conversion and churn against their
 * targets, the detailed table and the executive summary, all from GET /api/v1/admin/reports. Export
 * CSV and Export PDF download the selected report and then say so (spec section 8).
 */
import { useState } from 'react';
import type { ReportQuery } from '../../../../contracts/reports';
import { REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS, type ReportPeriod } from '../../../../domain/reports/report-periods';
import { useAdminReport } from '../../../api/reports/get-admin-report';
import { useExportAdminReport, type ReportFormat } from '../../../api/reports/export-admin-report';
import { LoadError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast';
import { RevenueDistribution } from '../overview/components/overview-panels';
import { ExecutiveSummary } from './executive-summary';
import { KpiTiles } from './kpi-tiles';
import { RatesPanel } from './rates-panel';
import { ReportControls } from './report-controls';
import { dateText } from './report-format';
import { ReportTable } from './report-table';
import { RevenueTrendChart } from './revenue-trend-chart';
import { UserGrowthChart } from './user-growth-chart';
import { UserSegments } from './user-segments';
import { saveFile } from '../../../lib/save-file';

const UNIT: Record<ReportPeriod, 'day' | 'week' | 'month'> = {
  '7d': 'day',
  '30d': 'day',
  '90d': 'week',
  '1y': 'month',
};

export default function AnalyticsTab() {
  const [query, setQuery] = useState<ReportQuery>({ period: '30d', type: 'overview' });
  const report = useAdminReport(query);
  const exporter = useExportAdminReport();
  const toast = useToast();

  const onExport = (format: ReportFormat) =>
    exporter.mutate(
      { format, query },
      {
        onSuccess: ({ blob, filename }) => {
          saveFile(blob, filename);
          toast({ tone: 'success', title: `${format.toUpperCase()} report downloaded successfully!` });
        },
        onError: (error) => toast({ tone: 'error', title: 'Could not export the report', description: error.message }),
      },
    );

  const data = report.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-fg">Analytics &amp; Reports</h2>
        <p className="text-sm text-fg-muted">
          {data
            ? `${REPORT_TYPE_LABELS[data.type]} report, ${REPORT_PERIOD_LABELS[data.period].toLowerCase()}: ${dateText(data.window.from)} to ${dateText(data.window.to)} (UTC).`
            : 'Figures computed from the platform’s users, payments, ledger and activity.'}
        </p>
      </div>
      <ReportControls
        query={query}
        onChange={setQuery}
        onExport={onExport}
        exporting={exporter.isPending ? (exporter.variables?.format ?? null) : null}
      />

      {report.isPending ? (
        <p role="status" className="py-10 text-center text-fg-muted">
          Loading analytics data...
        </p>
      ) : !data ? (
        <LoadError
          title="Could not load analytics data"
          message={report.error?.message ?? 'Something went wrong.'}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <KpiTiles report={data} />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <UserGrowthChart buckets={data.userGrowth} unit={UNIT[data.period]} />
            <RevenueDistribution rows={data.revenueBreakdown} description="By source, in the selected period" />
            <UserSegments segments={data.userSegments} />
            <RevenueTrendChart buckets={data.userGrowth} total={data.kpis.revenue} />
          </div>
          <RatesPanel report={data} />
          <ReportTable
            table={data.table}
            caption={`${REPORT_TYPE_LABELS[data.type]} report, ${REPORT_PERIOD_LABELS[data.period].toLowerCase()}${data.type === 'performance' ? '' : ', latest first'}`}
          />
          <ExecutiveSummary sentences={data.summary} />
        </>
      )}
    </div>
  );
}
