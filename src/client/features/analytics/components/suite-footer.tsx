/**
 * The suite's footer counts, computed (the spec's were static): dashboards are the views this page
 * has, models and accuracy come from the fitted models, data points are the rows they are built from.
 */
import { usePredictiveModels } from '../../../api/analytics/get-predictive-models';
import { formatInteger } from '../../../../domain/format';

/** Every view of the suite: the sub-tabs of its four tabs (AI Intelligence is one view). */
export const SUITE_VIEWS = [
  'Overview',
  'Segments',
  'AI Insights',
  'Forecasting',
  'AI Intelligence',
  'BI Dashboard',
  'BI Revenue',
  'BI Customers',
  'BI Operations',
  'Revenue Models',
  'Scenario Analysis',
  'Trend Forecasts',
] as const;

export function SuiteFooter() {
  const q = usePredictiveModels();
  const f = q.data?.footer;
  const items = [
    { label: 'Dashboards', value: String(SUITE_VIEWS.length), how: 'Views on this page' },
    { label: 'AI Models', value: f ? String(f.models) : '—', how: 'Series × methods fitted' },
    { label: 'Data Points', value: f ? formatInteger(f.dataPoints) : '—', how: 'Rows the figures are built from' },
    {
      label: 'Accuracy',
      value: f ? (f.accuracy === null ? 'n/a' : `${f.accuracy.toFixed(1)}%`) : '—',
      how: 'Mean backtest accuracy of the models in use',
    },
  ];
  return (
    <section aria-label="Analytics suite totals" className="rounded-2xl border border-border bg-surface-2/60 p-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {items.map((i) => (
          <div key={i.label} className="text-center">
            <dt className="text-sm text-fg-muted">{i.label}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums text-gold">{i.value}</dd>
            <dd className="text-xs text-fg-muted">{i.how}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
