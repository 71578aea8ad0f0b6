import type { PredictiveModels } from '../../../contracts/analytics';
import { MODEL_METHOD_DOCS, MODEL_METHOD_LABELS, MODEL_METHODS } from '../../../domain/analytics/forecast-models';
import { INTERVAL_LEVEL, totalInterval } from '../../../domain/analytics/prediction-interval';
import { formatCompactUsd } from '../../../domain/format';
import type { Database } from '../../db/client';
import { countSourceRows } from '../reporting/reporting-module';
import { round2 } from './analytics-window';
import { chosenModel, HORIZON_WEEKS, loadModels } from './fit-models';

const TREND_POINTS = 6;

/** Predictive Models: every fitted model with its backtest, scenarios from the revenue interval, trends. */
export async function getPredictiveModels(db: Database, now = new Date()): Promise<PredictiveModels> {
  const [models, dataPoints] = await Promise.all([loadModels(db, now), countSourceRows(db)]);
  const chosen = models.filter((m) => m.chosen);

  const scenarios: PredictiveModels['scenarios'] = [];
  const revenue = chosenModel(models, 'revenue');
  if (revenue) {
    const t = totalInterval(
      revenue.forecast.slice(0, HORIZON_WEEKS).map((p) => p.forecast),
      revenue.sigma,
    );
    const tail = (100 - INTERVAL_LEVEL) / 2;
    scenarios.push(
      {
        scenario: 'Base case',
        probability: INTERVAL_LEVEL,
        impact: 'positive',
        description: `Revenue over the next ${HORIZON_WEEKS} weeks between ${formatCompactUsd(t.conservative)} and ${formatCompactUsd(t.optimistic)}, ${formatCompactUsd(t.total)} expected (${MODEL_METHOD_LABELS[revenue.method]}).`,
        recommendations: ['Plan on the expected figure', 'Review the forecast when the model is refitted'],
      },
      {
        scenario: 'Downside',
        probability: tail,
        impact: 'negative',
        description: `Revenue at or below ${formatCompactUsd(t.conservative)}: the ${tail}% tail below the interval.`,
        recommendations: [
          'Watch the weekly revenue against the conservative line',
          'Check the funnel for a falling step',
        ],
      },
      {
        scenario: 'Upside',
        probability: tail,
        impact: 'positive',
        description: `Revenue at or above ${formatCompactUsd(t.optimistic)}: the ${tail}% tail above the interval.`,
        recommendations: ['Make sure KYC reviews keep up with sign-ups'],
      },
    );
  }

  const trends = chosen.map((m) => {
    const current = m.history.at(-1)?.value ?? 0;
    const forecast = m.forecast.slice(0, TREND_POINTS).map((p) => round2(p.forecast));
    return {
      metric: m.seriesLabel,
      unit: m.unit,
      current: round2(current),
      forecast,
      periods: `next ${TREND_POINTS} weeks`,
      confidence: m.accuracy === null ? null : round2(m.accuracy),
      trend: (forecast.at(-1) ?? current) >= current ? ('increasing' as const) : ('decreasing' as const),
      method: m.method,
      history: m.history,
    };
  });

  const accuracies = chosen.map((m) => m.accuracy).filter((a): a is number => a !== null);
  return {
    models: models.map(({ sigma: _s, history: _h, ...m }) => ({
      ...m,
      mape: m.mape === null ? null : round2(m.mape),
      accuracy: m.accuracy === null ? null : round2(m.accuracy),
      forecast: m.forecast.map((p) => ({
        forecast: round2(p.forecast),
        lower: round2(p.lower),
        upper: round2(p.upper),
      })),
    })),
    scenarios,
    trends,
    documentation: MODEL_METHODS.map((method) => ({
      method,
      label: MODEL_METHOD_LABELS[method],
      text: MODEL_METHOD_DOCS[method],
    })),
    footer: {
      models: models.length,
      dataPoints,
      accuracy: accuracies.length ? round2(accuracies.reduce((s, a) => s + a, 0) / accuracies.length) : null,
    },
    generatedAt: now.toISOString(),
  };
}
