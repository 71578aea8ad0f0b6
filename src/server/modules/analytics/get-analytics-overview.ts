import type { AnalyticsOverview, AnalyticsPeriod } from '../../../contracts/analytics';
import { REVENUE_SOURCES } from '../../../contracts/reports';
import { cohortRetention } from '../../../domain/analytics/customer-value';
import { MODEL_METHOD_LABELS } from '../../../domain/analytics/forecast-models';
import { FUNNEL_RULE_TEXT, funnelSteps } from '../../../domain/analytics/funnel';
import { growth, growthRuleText } from '../../../domain/analytics/growth';
import { INTERVAL_LEVEL, totalInterval } from '../../../domain/analytics/prediction-interval';
import { formatCompactUsd, formatInteger } from '../../../domain/format';
import type { Database } from '../../db/client';
import {
  readCohorts,
  readFirstActivity,
  readFunnel,
  readSpanTotals,
  readVisitsSince,
  type FunnelCounts,
} from '../reporting/reporting-module';
import { growthFigure, growthPhrase, periodWindow, round2 } from './analytics-window';
import { chosenModel, HORIZON_WEEKS, loadModels, type LoadedModel } from './fit-models';
import { readRevenueComposition, sourceLabel, totalOf } from './revenue-composition';
import { readSegmentFigures } from './segment-figures';
import { readWinePredictions } from './wine-predictions';
import { SERIES } from './analytics-series';

const COHORT_MONTHS = 6;
const FORECAST_POINTS = 6;

const FUNNEL_STEPS: { key: keyof FunnelCounts; label: string; how: string }[] = [
  { key: 'visits', label: 'Visit', how: 'Page loads reported by visitors’ browsers (web-vitals) in the period.' },
  { key: 'signups', label: 'Sign-up', how: 'Accounts created in the period.' },
  { key: 'verified', label: 'Verified', how: 'Of those, e-mail address confirmed.' },
  { key: 'kyc_approved', label: 'KYC approved', how: 'Of the verified, identity verification approved.' },
  { key: 'purchased', label: 'First purchase', how: 'Of the KYC approved, at least one completed token purchase.' },
  { key: 'traded', label: 'First trade', how: 'Of the buyers, at least one trade on the exchange.' },
];

const usd = (n: number) => formatCompactUsd(n);
const fmt = (unit: string, n: number) =>
  unit === 'usd' ? usd(n) : `${formatInteger(n)}${unit === 'vino' ? ' VINO' : ''}`;

function quarter(model: LoadedModel | undefined, metric: string) {
  if (!model) return null;
  const t = totalInterval(
    model.forecast.slice(0, HORIZON_WEEKS).map((p) => p.forecast),
    model.sigma,
  );
  return {
    metric,
    unit: model.unit,
    total: round2(t.total),
    conservative: round2(t.conservative),
    optimistic: round2(t.optimistic),
    method: model.method,
    how: `${MODEL_METHOD_LABELS[model.method]} on ${model.points} weekly totals, the next ${HORIZON_WEEKS} weeks summed; conservative and optimistic are the ${INTERVAL_LEVEL}% prediction interval.`,
  };
}

/** Analytics Overview: KPIs, composition, funnel, segments, cohorts, insights and forecasting of a period. */
export async function getAnalyticsOverview(
  db: Database,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<AnalyticsOverview> {
  const first = await readFirstActivity(db);
  const { current, previous } = periodWindow(period, now, first);
  const cohortStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (COHORT_MONTHS - 1), 1));
  const [models, cur, prev, revNow, revPrev, funnelNow, funnelPrev, visitsSince, segments, cohortRows, wine] =
    await Promise.all([
      loadModels(db, now),
      readSpanTotals(db, current),
      readSpanTotals(db, previous),
      readRevenueComposition(db, current),
      readRevenueComposition(db, previous),
      readFunnel(db, current),
      readFunnel(db, previous),
      readVisitsSince(db),
      readSegmentFigures(db, current, previous),
      readCohorts(db, cohortStart, now),
      readWinePredictions(db),
    ]);

  const revenue = totalOf(revNow);
  const revenuePrevious = totalOf(revPrev);
  const values: Record<string, [number, number]> = {
    revenue: [revenue, revenuePrevious],
    new_users: [cur.new_users, prev.new_users],
    active: [cur.active, prev.active],
    purchases: [cur.purchases, prev.purchases],
    trades: [cur.trades, prev.trades],
    staked: [cur.staked, prev.staked],
  };
  const KPI_HOW: Record<string, string> = {
    revenue:
      'Sum of revenue rows (token sales, staking fees, premium services) and the ledger’s trading fees in the period.',
    new_users: 'Accounts created in the period (platform accounts excluded).',
    active: 'Distinct people who signed in, placed an order, paid or staked in the period.',
    purchases: 'Completed token purchases in the period.',
    trades: 'Trades matched on the exchange in the period.',
    staked: 'VINO put into staking pools in the period.',
  };
  const kpiSeries = ['revenue', 'new_users', 'active', 'purchases', 'trades', 'staked'] as const;
  const kpis = kpiSeries.map((key) => {
    const [value, previousValue] = values[key]!;
    const model = chosenModel(models, key);
    // The page's name of the series, also before any model is fitted (an empty install).
    const label = SERIES.find((x) => x.key === key)?.label ?? key;
    const unit = key === 'revenue' ? ('usd' as const) : key === 'staked' ? ('vino' as const) : ('count' as const);
    const g = growthFigure(value, previousValue, unit);
    return {
      key,
      name: label,
      unit,
      value: round2(value),
      previous: round2(previousValue),
      change: g.percent,
      changeNote: g.note,
      trend: value >= previousValue ? ('up' as const) : ('down' as const),
      forecast: model ? model.forecast.slice(0, FORECAST_POINTS).map((p) => round2(p.forecast)) : [],
      forecastMethod: model?.method ?? null,
      source: 'query' as const,
      how: model
        ? `${KPI_HOW[key]} ${growthRuleText(unit)} Sparkline: the next ${FORECAST_POINTS} weeks from ${MODEL_METHOD_LABELS[model.method]} (out-of-sample accuracy: ${model.evaluation.accuracy.label}), its bars scaled to the forecast's range.`
        : `${KPI_HOW[key]} ${growthRuleText(unit)} No forecast: not enough changing weekly history to choose and test a model.`,
    };
  });

  const revenueComposition = REVENUE_SOURCES.map((source) => ({
    source,
    label: sourceLabel(source),
    amount: round2(revNow[source]),
    percentage: revenue > 0 ? round2((revNow[source] / revenue) * 100) : null,
  }));

  const stepViews = funnelSteps(
    FUNNEL_STEPS.map((s) => ({ label: s.label, count: funnelNow[s.key] })),
    visitsSince,
    current.start,
  );
  const funnel = FUNNEL_STEPS.map((s, i) => {
    const view = stepViews[i]!;
    return {
      key: s.key,
      label: s.label,
      count: funnelNow[s.key],
      previous: funnelPrev[s.key],
      conversion: view.conversion === null ? null : round2(view.conversion),
      note: view.note,
      how: i === 0 ? `${s.how} ${FUNNEL_RULE_TEXT}` : s.how,
    };
  });

  // Cohort counts: offsets 0..months elapsed since the cohort's month.
  const cohortMap = new Map<string, { size: number; active: number[] }>();
  for (const r of cohortRows) {
    const c = cohortMap.get(r.cohort) ?? { size: r.size, active: [] };
    const [y, m] = r.cohort.split('-').map(Number);
    const elapsed = (now.getUTCFullYear() - y!) * 12 + now.getUTCMonth() - (m! - 1);
    while (c.active.length <= elapsed) c.active.push(0);
    if (r.offset <= elapsed) c.active[r.offset] = r.active;
    cohortMap.set(r.cohort, c);
  }
  const cohorts = cohortRetention(
    [...cohortMap].map(([cohort, c]) => ({ cohort, size: c.size, activeByOffset: c.active })),
  ).map((c) => ({ ...c, retention: c.retention.map((x) => ({ percent: round2(x.percent), band: x.band })) }));

  const revenueModel = chosenModel(models, 'revenue');
  const usersModel = chosenModel(models, 'new_users');
  const purchasesModel = chosenModel(models, 'purchases');
  const insights: AnalyticsOverview['insights'] = [];
  const insight = (
    model: LoadedModel | undefined,
    id: string,
    type: AnalyticsOverview['insights'][number]['type'],
    title: string,
    action: AnalyticsOverview['insights'][number]['action'],
  ) => {
    if (!model) return;
    const t = totalInterval(
      model.forecast.slice(0, HORIZON_WEEKS).map((p) => p.forecast),
      model.sigma,
    );
    const lastQuarter = model.history.slice(-HORIZON_WEEKS).reduce((s, h) => s + h.value, 0);
    const unit = model.unit === 'usd' || model.unit === 'vino' ? model.unit : 'count';
    const delta = growth(t.total, lastQuarter, unit).percent;
    insights.push({
      id,
      type,
      title,
      prediction: `${fmt(model.unit, t.total)} over the next ${HORIZON_WEEKS} weeks (${INTERVAL_LEVEL}% interval ${fmt(model.unit, t.conservative)}–${fmt(model.unit, t.optimistic)})${delta === null ? '' : `, ${delta >= 0 ? '+' : ''}${delta.toFixed(1)}% against the last ${HORIZON_WEEKS} weeks`}.`,
      accuracy: model.evaluation.accuracy,
      timeframe: `Next ${HORIZON_WEEKS} weeks`,
      impact: delta === null ? 'low' : Math.abs(delta) >= 20 ? 'high' : Math.abs(delta) >= 5 ? 'medium' : 'low',
      action,
      source: 'model',
      how: `${MODEL_METHOD_LABELS[model.method]} fitted on ${model.points} weekly totals, chosen on a ${model.evaluation.validationWeeks}-week validation window; accuracy measured on the ${model.evaluation.testWeeks} weeks after it, which the choice never saw: MASE against the ${model.evaluation.baseline} forecast (under 1 beats it) and WAPE.`,
    });
  };
  insight(revenueModel, 'revenue-quarter', 'revenue', 'Revenue next quarter', 'admin');
  insight(usersModel, 'signups-quarter', 'user_growth', 'New users next quarter', 'emailMarketing');
  insight(purchasesModel, 'purchases-quarter', 'market_opportunity', 'Token purchases next quarter', 'trading');
  const predicted = wine.filter((w) => w.predictedPrice !== null);
  if (predicted.length) {
    const up = predicted.filter((w) => w.recommendation === 'buy').length;
    const conf = predicted.map((w) => w.confidence).filter((c): c is number => c !== null);
    insights.push({
      id: 'wine-appraisals',
      type: 'wine_performance',
      title: 'Wine values over the next 12 months',
      prediction: `${up} of ${predicted.length} appraised wines trend up by 5% or more.`,
      accuracy: conf.length
        ? { label: `Mean R² ${(conf.reduce((s, c) => s + c, 0) / conf.length / 100).toFixed(2)}`, band: null }
        : { label: 'Not enough appraisals', band: null },
      timeframe: 'Next 12 months',
      impact: up * 2 >= predicted.length ? 'high' : 'medium',
      action: 'wineAssets',
      source: 'model',
      how: 'A least-squares line through each wine’s appraisals; its fit is the mean R² (share of the appraisals’ variation the line explains) of those with three or more. An in-sample fit, not a tested accuracy.',
    });
  }

  // Drivers and risks: the revenue sources and activity figures that moved most against the previous period.
  const moves = [
    ...REVENUE_SOURCES.map((s) => ({
      label: sourceLabel(s),
      value: revNow[s] - revPrev[s],
      unit: 'usd' as const,
      now: revNow[s],
      before: revPrev[s],
    })),
    ...(['new_users', 'active', 'purchases', 'trades'] as const).map((k) => ({
      label: kpis.find((x) => x.key === k)!.name,
      value: values[k]![0] - values[k]![1],
      unit: 'count' as const,
      now: values[k]![0],
      before: values[k]![1],
    })),
  ];
  const describe = (m: (typeof moves)[number]) => ({
    label: m.label,
    detail: `${fmt(m.unit, m.now)} this period against ${fmt(m.unit, m.before)} the period before.`,
    value: round2(m.value),
    unit: m.unit,
  });
  const drivers = moves
    .filter((m) => m.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map(describe);
  const risks = moves
    .filter((m) => m.value < 0)
    .sort((a, b) => a.value - b.value)
    .slice(0, 3)
    .map(describe);

  const portfolioValue = wine.reduce((s, w) => s + w.currentPrice * w.bottles, 0);
  const predictedValue = predicted.length
    ? wine.reduce((s, w) => s + (w.predictedPrice ?? w.currentPrice) * w.bottles, 0)
    : null;
  const quarters = [quarter(revenueModel, 'Revenue'), quarter(usersModel, 'New Users')].filter(
    (q): q is NonNullable<typeof q> => q !== null,
  );
  const summary = [
    `Revenue ${usd(revenue)} in the period (${growthPhrase(revenue, revenuePrevious, 'usd', 'the period before')}).`,
    `${formatInteger(cur.new_users)} new users and ${formatInteger(cur.active)} active people.`,
    ...quarters.map(
      (q) =>
        `${q.metric} next quarter: ${fmt(q.unit, q.total)} expected, between ${fmt(q.unit, q.conservative)} and ${fmt(q.unit, q.optimistic)}.`,
    ),
  ];

  return {
    period,
    window: {
      from: current.start.toISOString(),
      to: current.end.toISOString(),
      previousFrom: previous.start.toISOString(),
    },
    kpis,
    revenueComposition,
    funnel,
    segments: segments.map(({ segment, count, revenue: r, growthRate, growthNote, ltv, churnRate }) => ({
      segment,
      count,
      revenue: r,
      growthRate,
      growthNote,
      ltv,
      churnRate,
    })),
    cohorts,
    insights,
    forecasting: {
      quarters,
      drivers,
      risks,
      wineOpportunity: {
        assets: wine.length,
        portfolioValue: round2(portfolioValue),
        predictedValue: predictedValue === null ? null : round2(predictedValue),
        how: 'Portfolio value is current value per bottle × bottles; the prediction replaces each appraised wine’s value by its 12-month trend line (wines with fewer than two appraisals keep today’s value).',
      },
      summary,
    },
    generatedAt: now.toISOString(),
  };
}
