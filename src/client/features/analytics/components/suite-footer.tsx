/**
 * The suite's footer counts, computed (the spec's were static): models in use are the series whose
 * history was long and varied enough to choose and test a model, their median test MASE beside
 * them, data points the rows the figures are built from. The spec's dashboard count was a constant
 * of the page, not a measurement, so it is not shown.
 */
import { usePredictiveModels } from '../../../api/analytics/get-predictive-models';
import { formatInteger } from '../../../../domain/format';

export function SuiteFooter() {
  const q = usePredictiveModels();
  const f = q.data?.footer;
  const items = [
    { label: 'Models in use', value: f ? String(f.modelsInUse) : '—', how: 'Series with enough history to test' },
    { label: 'Data Points', value: f ? formatInteger(f.dataPoints) : '—', how: 'Rows the figures are built from' },
    {
      label: 'Median MASE',
      value: f ? (f.medianMase === null ? 'n/a' : f.medianMase.toFixed(2)) : '—',
      how: 'On unseen test weeks; under 1 beats a naive forecast',
    },
  ];
  return (
    <section aria-label="Analytics suite totals" className="rounded-2xl border border-border bg-surface-2/60 p-5">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
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
