import type { AdminReport, ReportTable } from '../../../contracts/reports';
import { formatInteger, formatUsd } from '../../../domain/format';
import type { ReportType } from '../../../domain/reports/report-periods';
import { belowStatus, reachStatus, REPORT_TARGETS, type TargetStatus } from '../../../domain/reports/report-rates';

type ReportFigures = Omit<AdminReport, 'table'>;
type Column = ReportTable['columns'][number];

const col = (key: string, label: string, kind: Column['kind']): Column => ({ key, label, kind });

const STATUS_TEXT: Record<TargetStatus, string> = { met: 'On target', missed: 'Below target', unknown: 'No data' };
const CHURN_STATUS_TEXT: Record<TargetStatus, string> = {
  met: 'On target',
  missed: 'Above target',
  unknown: 'No data',
};
const pct = (v: string | null) => (v === null ? 'n/a' : `${v}%`);

/** Newest bucket first: the table reads from the latest period back. */
const newestFirst = (r: ReportFigures) => [...r.userGrowth].reverse();

function performanceRows(r: ReportFigures): string[][] {
  const m = r.performanceMetrics;
  const k = r.kpis;
  return [
    ['Total users', formatInteger(m.totalUsers), '', ''],
    ['Active users', formatInteger(m.activeUsers), '', ''],
    [
      'Conversion rate',
      pct(m.conversionRate),
      `${REPORT_TARGETS.conversionRate}%`,
      STATUS_TEXT[reachStatus(m.conversionRate, REPORT_TARGETS.conversionRate)],
    ],
    [
      'Churn rate',
      pct(m.churnRate),
      `under ${REPORT_TARGETS.churnRate}%`,
      CHURN_STATUS_TEXT[belowStatus(m.churnRate, REPORT_TARGETS.churnRate)],
    ],
    [
      'User growth',
      pct(k.userGrowth),
      `+${k.userGrowthTarget}%`,
      STATUS_TEXT[reachStatus(k.userGrowth, k.userGrowthTarget)],
    ],
    [
      'Revenue growth',
      pct(k.revenueChange),
      `+${REPORT_TARGETS.revenueGrowth}%`,
      STATUS_TEXT[reachStatus(k.revenueChange, REPORT_TARGETS.revenueGrowth)],
    ],
    ['Average investment', formatUsd(m.averageInvestment, true), '', ''],
    ['Lifetime value', formatUsd(m.lifetimeValue, true), '', ''],
  ];
}

const BUILDERS: Record<ReportType, (r: ReportFigures) => ReportTable> = {
  overview: (r) => ({
    columns: [
      col('period', 'Period', 'text'),
      col('newUsers', 'New users', 'integer'),
      col('totalUsers', 'Total users', 'integer'),
      col('activeUsers', 'Active users', 'integer'),
      col('revenue', 'Revenue (USD)', 'usd'),
    ],
    rows: newestFirst(r).map((b) => [
      b.label,
      String(b.newUsers),
      String(b.totalUsers),
      String(b.activeUsers),
      b.totalRevenue,
    ]),
  }),
  financial: (r) => ({
    columns: [
      col('period', 'Period', 'text'),
      col('tokenSales', 'Token sales (USD)', 'usd'),
      col('stakingFees', 'Staking fees (USD)', 'usd'),
      col('tradingFees', 'Trading fees (USD)', 'usd'),
      col('premiumServices', 'Premium services (USD)', 'usd'),
      col('total', 'Total (USD)', 'usd'),
    ],
    rows: newestFirst(r).map((b) => [
      b.label,
      b.revenue.token_sales,
      b.revenue.staking_fees,
      b.revenue.trading_fees,
      b.revenue.premium_services,
      b.totalRevenue,
    ]),
  }),
  user: (r) => ({
    columns: [
      col('period', 'Period', 'text'),
      col('newUsers', 'New users', 'integer'),
      col('totalUsers', 'Total users', 'integer'),
      col('activeUsers', 'Active users', 'integer'),
      col('converted', 'Sign-ups who bought', 'integer'),
    ],
    rows: newestFirst(r).map((b) => [
      b.label,
      String(b.newUsers),
      String(b.totalUsers),
      String(b.activeUsers),
      String(b.converted),
    ]),
  }),
  performance: (r) => ({
    columns: [
      col('metric', 'Metric', 'text'),
      col('value', 'Value', 'text'),
      col('target', 'Target', 'text'),
      col('status', 'Status', 'text'),
    ],
    rows: performanceRows(r),
  }),
};

/** The detailed table of the report type; the CSV export writes exactly these cells. */
export function buildReportTable(report: ReportFigures): ReportTable {
  return BUILDERS[report.type](report);
}
