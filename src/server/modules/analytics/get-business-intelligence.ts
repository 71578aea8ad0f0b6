import type { BiView, BusinessIntelligence } from '../../../contracts/analytics';
import { REVENUE_SOURCES, type RevenueSource } from '../../../contracts/reports';
import { biProgress, biStatus } from '../../../domain/analytics/bands';
import { acquisitionCost, ltvCac } from '../../../domain/analytics/customer-value';
import { fitLinearTrend } from '../../../domain/analytics/forecast-models';
import { growthRuleText } from '../../../domain/analytics/growth';
import { formatCompactUsd, formatInteger } from '../../../domain/format';
import { REPORT_TARGETS } from '../../../domain/reports/report-rates';
import type { Database } from '../../db/client';
import type { SettingsService } from '../../platform/settings/settings-service';
import {
  type BinUnit,
  countNewCustomers,
  feeToUsdCents,
  readFeeBins,
  readMetric,
  readRevenueTypeBins,
  readSystemStats,
  readVaultStats,
  SOURCE_OF_REVENUE_TYPE,
} from '../reporting/reporting-module';
import { addBins, binStart, readFilledBins } from './analytics-series';
import { growthFigure, growthPhrase, periodWindow, round2 } from './analytics-window';
import { sourceLabel } from './revenue-composition';
import { readSegmentFigures } from './segment-figures';

const VIEWS: Record<BiView, { unit: BinUnit; bins: number; label: (d: Date) => string }> = {
  daily: { unit: 'day', bins: 30, label: (d) => d.toISOString().slice(0, 10) },
  weekly: { unit: 'week', bins: 12, label: (d) => `Week of ${d.toISOString().slice(0, 10)}` },
  monthly: { unit: 'month', bins: 12, label: (d) => d.toISOString().slice(0, 7) },
  quarterly: {
    unit: 'quarter',
    bins: 8,
    label: (d) => `${d.getUTCFullYear()} Q${Math.floor(d.getUTCMonth() / 3) + 1}`,
  },
  yearly: { unit: 'year', bins: 5, label: (d) => String(d.getUTCFullYear()) },
};
const DAY_MS = 86_400_000;

/**
 * Business Intelligence of a view: the last complete bin (day, week, month, quarter, year) against
 * the one before, the spec's targets, revenue streams with a linear-trend forecast of the next bin,
 * segments' LTV against CAC, operations and vault figures.
 */
export async function getBusinessIntelligence(
  db: Database,
  settings: SettingsService,
  view: BiView,
  now = new Date(),
): Promise<BusinessIntelligence> {
  const v = VIEWS[view];
  const ongoing = binStart(v.unit, now);
  const from = addBins(v.unit, ongoing, -(v.bins - 1));
  const to = addBins(v.unit, ongoing, 1);
  const current = { start: addBins(v.unit, ongoing, -1), end: ongoing };
  const previous = { start: addBins(v.unit, ongoing, -2), end: current.start };
  const last30 = periodWindow('30d', now, null).current;

  const [bins, typeBins, feeBins, conversion, segments, newCustomers, config, system, vault] = await Promise.all([
    readFilledBins(db, v.unit, from, to),
    readRevenueTypeBins(db, v.unit, { start: from, end: ongoing }),
    readFeeBins(db, v.unit, { start: from, end: ongoing }),
    // The catalogue's conversion over the last complete period, the figure every screen shows.
    readMetric(db, 'conversion', { now, window: current }),
    readSegmentFigures(db, current, previous),
    countNewCustomers(db, last30),
    settings.get(),
    readSystemStats(db, new Date(now.getTime() - 7 * DAY_MS)),
    readVaultStats(db, now),
  ]);

  // Streams per complete bin: revenue rows by source plus ledger trading fees.
  const complete = bins.slice(0, -1);
  const streamSeries = Object.fromEntries(REVENUE_SOURCES.map((s) => [s, complete.map(() => 0)])) as Record<
    RevenueSource,
    number[]
  >;
  const index = new Map(complete.map((b, i) => [b.start.getTime(), i]));
  for (const r of typeBins) {
    const i = index.get(new Date(r.bin).getTime());
    const source = SOURCE_OF_REVENUE_TYPE[r.revenue_type];
    if (i !== undefined && source) streamSeries[source][i]! += r.amount;
  }
  for (const f of feeBins) {
    const i = index.get(new Date(f.bin).getTime());
    if (i !== undefined) streamSeries.trading_fees[i]! += Number(feeToUsdCents(f.asset, f.amount) ?? 0n) / 100;
  }
  const cur = complete.at(-1);
  const prev = complete.at(-2);
  const currentTotal = REVENUE_SOURCES.reduce((s, k) => s + (streamSeries[k].at(-1) ?? 0), 0);
  const streams = REVENUE_SOURCES.map((source) => {
    const series = streamSeries[source];
    const c = series.at(-1) ?? 0;
    const p = series.at(-2) ?? 0;
    const g = growthFigure(c, p, 'usd');
    return {
      category: sourceLabel(source),
      current: round2(c),
      previous: round2(p),
      growth: g.percent,
      growthNote: g.note,
      forecast: series.length >= 3 ? round2(Math.max(0, fitLinearTrend(series, 1).forecast[0]!)) : null,
      percentage: currentTotal > 0 ? round2((c / currentTotal) * 100) : null,
    };
  });

  const revenueNow = cur?.revenue ?? 0;
  const revenuePrev = prev?.revenue ?? 0;
  const usersNow = cur?.new_users ?? 0;
  const usersPrev = prev?.new_users ?? 0;
  const prevActive = segments.reduce((s, x) => s + x.previouslyActive, 0);
  const churned = segments.reduce((s, x) => s + x.churned, 0);
  const churn = prevActive > 0 ? (churned / prevActive) * 100 : null;
  const days = (current.end.getTime() - current.start.getTime()) / DAY_MS;
  const growthTarget = 1 + (REPORT_TARGETS.monthlyUserGrowth / 100) * (days / 30);

  const kpi = (
    name: string,
    value: number | null,
    target: number,
    unit: BusinessIntelligence['kpis'][number]['unit'],
    category: BusinessIntelligence['kpis'][number]['category'],
    trendBase: number | null,
    how: string,
    lowerIsBetter = false,
  ) => ({
    name,
    value: value === null ? null : round2(value),
    target: round2(target),
    unit,
    trend:
      value === null || trendBase === null || value === trendBase
        ? ('flat' as const)
        : value > trendBase
          ? ('up' as const)
          : ('down' as const),
    status: value === null ? null : biStatus(value, target, lowerIsBetter),
    progress: value === null ? null : round2(biProgress(value, target, lowerIsBetter)),
    category,
    lowerIsBetter,
    how,
  });
  const kpis = [
    kpi(
      'Revenue',
      revenueNow,
      revenuePrev * (1 + REPORT_TARGETS.revenueGrowth / 100),
      'usd',
      'financial',
      revenuePrev,
      `Revenue of the last complete ${v.unit}; target: the ${v.unit} before +${REPORT_TARGETS.revenueGrowth}%.`,
    ),
    kpi(
      'New Users',
      usersNow,
      usersPrev * growthTarget,
      'count',
      'growth',
      usersPrev,
      `Sign-ups of the last complete ${v.unit}; target: the ${v.unit} before +${REPORT_TARGETS.monthlyUserGrowth}% a month, prorated.`,
    ),
    kpi(
      'Conversion Rate',
      conversion,
      REPORT_TARGETS.conversionRate,
      'percent',
      'customer',
      null,
      `Of the ${v.unit}'s sign-ups, the share with a token purchase; target ${REPORT_TARGETS.conversionRate}%.`,
    ),
    kpi(
      'Churn Rate',
      churn,
      REPORT_TARGETS.churnRate,
      'percent',
      'customer',
      null,
      `People active the ${v.unit} before and not in this one, of those active the ${v.unit} before; target under ${REPORT_TARGETS.churnRate}%.`,
      true,
    ),
  ];

  const monthlySpend =
    config.analytics.monthlyAcquisitionCostUsd === null ? null : Number(config.analytics.monthlyAcquisitionCostUsd);
  const cac = acquisitionCost(monthlySpend, newCustomers);
  const biSegments = segments.map((s) => {
    const ratio = ltvCac(s.ltv, cac);
    return {
      segment: s.segment,
      acquisitionPerMonth: s.newIn30d,
      retention: s.churnRate === null ? null : round2(100 - s.churnRate),
      churn: s.churnRate,
      ltv: s.ltv,
      cac: cac === null ? null : round2(cac),
      ltvCacRatio: ratio ? round2(ratio.ratio) : null,
      band: ratio?.band ?? null,
    };
  });

  const summary = [
    `Revenue ${formatCompactUsd(revenueNow)} in the last complete ${v.unit} (${growthPhrase(revenueNow, revenuePrev, 'usd', `the ${v.unit} before`)}).`,
    `${formatInteger(usersNow)} new users against ${formatInteger(usersPrev)} the ${v.unit} before.`,
    `${kpis.filter((k) => k.status === 'on_track').length} of ${kpis.length} KPIs on track.`,
  ];

  return {
    view,
    bins: bins.map((b) => ({
      label: v.label(b.start),
      from: b.start.toISOString(),
      revenue: round2(b.revenue),
      newUsers: b.new_users,
    })),
    current: { label: v.label(current.start), from: current.start.toISOString(), to: current.end.toISOString() },
    kpis,
    summary,
    streams,
    streamForecastHow: `Forecast: a least-squares line through the stream's last ${complete.length} complete ${v.unit}s, extended one ${v.unit}. ${growthRuleText('usd')}`,
    segments: biSegments,
    acquisitionCost: {
      monthlySpend,
      cac: cac === null ? null : round2(cac),
      how:
        monthlySpend === null
          ? 'CAC needs the monthly acquisition cost, an admin setting not set yet.'
          : `CAC: the monthly acquisition cost ${formatCompactUsd(monthlySpend)} divided by the ${newCustomers} people whose first token purchase was in the last 30 days.`,
    },
    system: [
      {
        name: 'Page loads (7 days)',
        value: system.page_loads,
        unit: 'count',
        source: 'measurement',
        how: 'Web-vitals reports from visitors’ browsers.',
      },
      {
        name: 'Page load p75 (7 days)',
        value: system.load_p75 === null ? null : round2(system.load_p75),
        unit: 'ms',
        source: 'measurement',
        how: '75th percentile of reported load times.',
      },
      {
        name: 'Jobs completed (7 days)',
        value: system.jobs_done,
        unit: 'count',
        source: 'query',
        how: 'Background jobs completed.',
      },
      {
        name: 'Jobs failed (7 days)',
        value: system.jobs_failed,
        unit: 'count',
        source: 'query',
        how: 'Background jobs that failed for good.',
      },
      { name: 'Jobs waiting', value: system.jobs_pending, unit: 'count', source: 'query', how: 'Jobs queued now.' },
    ],
    vault: [
      {
        name: 'Wine assets',
        value: vault.assets,
        unit: 'count',
        source: 'query',
        how: 'Reserve wines, retired ones excluded.',
      },
      { name: 'Bottles', value: vault.bottles, unit: 'count', source: 'query', how: 'Sum of bottle counts.' },
      {
        name: 'Portfolio value',
        value: round2(vault.value),
        unit: 'usd',
        source: 'query',
        how: 'Current value per bottle × bottles.',
      },
      {
        name: 'Vault occupancy',
        value: vault.capacity > 0 ? round2((vault.occupied / vault.capacity) * 100) : null,
        unit: 'percent',
        source: 'query',
        how: 'Occupied of capacity across storage facilities.',
      },
      {
        name: 'Appraisals due in 30 days',
        value: vault.due_soon,
        unit: 'count',
        source: 'query',
        how: 'Next appraisal within 30 days.',
      },
    ],
    generatedAt: now.toISOString(),
  };
}
