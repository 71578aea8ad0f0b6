import { REVENUE_SOURCES, type AdminReport, type ReportQuery, type RevenueSource } from '../../../contracts/reports';
import { formatDecimal, parseDecimal, percentage, USD_SCALE } from '../../../domain/money';
import { writeExecutiveSummary } from '../../../domain/reports/executive-summary';
import {
  buildReportWindow,
  REPORT_PERIOD_LABELS,
  REPORT_TYPE_LABELS,
  type ReportPeriod,
} from '../../../domain/reports/report-periods';
import {
  changeRate,
  churnRate,
  conversionRate,
  userGrowthRate,
  userGrowthTargetFor,
} from '../../../domain/reports/report-rates';
import type { Executor } from '../../db/client';
import { PREMIUM_PRICE_IDS } from '../../../domain/payments/membership-plans';
import { buildReportTable } from './build-report-table';
import {
  readActiveBySpan,
  readBuyers,
  readChurn,
  readRevenueBySpan,
  readReportSegments as readSegments,
  readTradingFeesBySpan,
  readSignupsBySpan,
  countUsersBefore,
  type ReportSegmentRow as SegmentRow,
  type Span,
  feeToUsdCents,
  SOURCE_LABELS,
  SOURCE_OF_REVENUE_TYPE,
} from '../reporting/reporting-module';

const SEGMENTS: { key: SegmentRow['segment']; label: string }[] = [
  { key: 'accredited', label: 'Accredited Investors' },
  { key: 'verified', label: 'Verified Investors' },
  { key: 'premium', label: 'Premium Members' },
  { key: 'standard', label: 'Standard Users' },
];

const PERIOD_PHRASE: Record<ReportPeriod, string> = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  '1y': 'the last 12 months',
};

const usd = (cents: bigint) => formatDecimal(cents, USD_SCALE);
const zeroSources = (): Record<RevenueSource, bigint> => ({
  token_sales: 0n,
  staking_fees: 0n,
  trading_fees: 0n,
  premium_services: 0n,
});
const sum = (r: Record<RevenueSource, bigint>) => REVENUE_SOURCES.reduce((s, k) => s + r[k], 0n);

export function reportTitle(query: ReportQuery): string {
  return `VINO ${REPORT_TYPE_LABELS[query.type]} Report, ${REPORT_PERIOD_LABELS[query.period]}`;
}

/** Analytics & Reports: every figure of the selected period and type from the platform's tables. */
export async function getAdminReport(db: Executor, query: ReportQuery, now: Date = new Date()): Promise<AdminReport> {
  const w = buildReportWindow(query.period, now);
  const current: Span = { start: w.from, end: w.to };
  const previous: Span = { start: w.previousFrom, end: w.from };
  const toDate: Span = { start: new Date(0), end: w.to };
  // Chart buckets first, then the whole window; revenue also the previous window and everything to date.
  const n = w.buckets.length;
  const withWindow = [...w.buckets, current];
  const revenueSpans = [...withWindow, previous, toDate];

  const [signups, usersBefore, active, revenueRows, feeRows, churn, buyers, segmentRows] = await Promise.all([
    readSignupsBySpan(db, withWindow, w.to),
    countUsersBefore(db, w.from),
    readActiveBySpan(db, withWindow, w.from),
    readRevenueBySpan(db, revenueSpans),
    readTradingFeesBySpan(db, revenueSpans),
    readChurn(db, previous, current),
    readBuyers(db, current),
    readSegments(db, current, PREMIUM_PRICE_IDS),
  ]);

  const revenue = revenueSpans.map(zeroSources);
  for (const row of revenueRows) {
    const source = SOURCE_OF_REVENUE_TYPE[row.revenue_type];
    if (source) revenue[row.i]![source] += parseDecimal(row.amount, USD_SCALE);
  }
  for (const row of feeRows) revenue[row.i]!.trading_fees += feeToUsdCents(row.asset, row.amount) ?? 0n;

  // Users at each bucket's end: those before the window plus the sign-ups up to that bucket.
  let running = usersBefore;
  const users = signups.map((row, i) => {
    if (i < n) running += row.new_users;
    return { ...row, total_users: i < n ? running : usersBefore + row.new_users };
  });
  const windowUsers = users[n]!;
  const windowRevenue = revenue[n]!;
  const total = sum(windowRevenue);
  const previousTotal = sum(revenue[n + 1]!);
  const lifetimeTotal = sum(revenue[n + 2]!);
  const activeUsers = active[n]?.active ?? 0;

  const userGrowth = w.buckets.map((b, i) => ({
    label: b.label,
    from: b.start.toISOString(),
    to: b.end.toISOString(),
    newUsers: users[i]!.new_users,
    totalUsers: users[i]!.total_users,
    activeUsers: active[i]!.active,
    converted: users[i]!.converted,
    revenue: Object.fromEntries(REVENUE_SOURCES.map((s) => [s, usd(revenue[i]![s])])) as Record<RevenueSource, string>,
    totalRevenue: usd(sum(revenue[i]!)),
  }));

  const revenueBreakdown = REVENUE_SOURCES.map((source) => ({
    source,
    label: SOURCE_LABELS[source],
    amount: usd(windowRevenue[source]),
    percentage: percentage(windowRevenue[source], total, 1),
  }));

  const userSegments = SEGMENTS.map(({ key, label }) => {
    const row = segmentRows.find((r) => r.segment === key);
    return { segment: label, count: row?.count ?? 0, value: row?.value ?? '0.00' };
  });

  const usersAtStart = windowUsers.total_users - windowUsers.new_users;
  const kpis = {
    totalUsers: windowUsers.total_users,
    newUsers: windowUsers.new_users,
    userGrowth: userGrowthRate(windowUsers.new_users, usersAtStart),
    userGrowthTarget: userGrowthTargetFor(w.days),
    revenue: usd(total),
    previousRevenue: usd(previousTotal),
    revenueChange: changeRate(total, previousTotal),
    buyers,
    churned: churn.churned,
    previouslyActive: churn.previouslyActive,
  };
  const performanceMetrics = {
    totalUsers: windowUsers.total_users,
    activeUsers,
    conversionRate: conversionRate(windowUsers.converted, windowUsers.new_users),
    averageInvestment: usd(buyers === 0 ? 0n : windowRevenue.token_sales / BigInt(buyers)),
    churnRate: churnRate(churn.churned, churn.previouslyActive),
    lifetimeValue: usd(windowUsers.total_users === 0 ? 0n : lifetimeTotal / BigInt(windowUsers.total_users)),
  };

  const topSource = [...revenueBreakdown].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
  const largest = [...userSegments].sort((a, b) => b.count - a.count)[0];
  const topValue = [...userSegments].sort((a, b) => Number(b.value) - Number(a.value))[0];
  const summary = writeExecutiveSummary({
    type: query.type,
    periodPhrase: PERIOD_PHRASE[query.period],
    newUsers: kpis.newUsers,
    totalUsers: kpis.totalUsers,
    userGrowth: kpis.userGrowth,
    userGrowthTarget: kpis.userGrowthTarget,
    revenue: kpis.revenue,
    previousRevenue: kpis.previousRevenue,
    revenueChange: kpis.revenueChange,
    topSource: total > 0n && topSource ? { label: topSource.label, percentage: topSource.percentage } : null,
    activeUsers,
    conversionRate: performanceMetrics.conversionRate,
    churnRate: performanceMetrics.churnRate,
    churned: churn.churned,
    previouslyActive: churn.previouslyActive,
    averageInvestment: performanceMetrics.averageInvestment,
    buyers,
    largestSegment: largest && largest.count > 0 ? { segment: largest.segment, count: largest.count } : null,
    topValueSegment: topValue ? { segment: topValue.segment, value: topValue.value } : null,
  });

  const report = {
    title: reportTitle(query),
    period: query.period,
    type: query.type,
    window: {
      from: w.from.toISOString(),
      to: w.to.toISOString(),
      previousFrom: w.previousFrom.toISOString(),
      days: w.days,
    },
    kpis,
    performanceMetrics,
    userGrowth,
    revenueBreakdown,
    userSegments,
    summary,
    generatedAt: now.toISOString(),
  };
  return { ...report, table: buildReportTable(report) };
}
