import { categoryBarWidthPct, CATEGORY_BAR_FULL_SCALE_PCT } from '../../../../domain/wine-portfolio';
import { Card } from '../../../components/ui/card';
import { WithWineSummary } from './summary-state';
import { CATEGORY_LABEL, signedPct } from './wine-labels';

/** Top 5 assets by appreciation and per-category mean appreciation bars (full at 40%). */
export function PerformanceTab() {
  return (
    <WithWineSummary>
      {(summary) => (
        <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          <Card>
            <h3 className="text-xl font-semibold text-fg">Top Performers</h3>
            <ol className="mt-4 flex flex-col divide-y divide-border">
              {summary.performance.top_assets.map((a, i) => (
                <li key={a.id} className="flex items-center gap-4 py-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-soft font-semibold text-gold-strong">
                    {i + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-fg">
                      {a.name} {a.vintage}
                    </p>
                    <p className="text-sm text-fg-muted">{a.producer}</p>
                  </div>
                  <span className="font-semibold tabular-nums text-success">{signedPct(a.appreciation_pct)}</span>
                </li>
              ))}
            </ol>
          </Card>
          <Card>
            <h3 className="text-xl font-semibold text-fg">Appreciation by Category</h3>
            <p className="mt-1 text-sm text-fg-muted">
              Average across assets; a full bar is {CATEGORY_BAR_FULL_SCALE_PCT}%.
            </p>
            <ul className="mt-5 flex flex-col gap-4">
              {summary.performance.categories.map((c) => (
                <li key={c.category}>
                  <div className="flex justify-between text-sm">
                    <span className="text-fg">
                      {CATEGORY_LABEL[c.category]} <span className="text-fg-subtle">({c.asset_count})</span>
                    </span>
                    <span className="font-semibold tabular-nums text-fg">{signedPct(c.avg_appreciation_pct)}</span>
                  </div>
                  <div className="mt-1.5 h-2.5 rounded-full bg-surface-3" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-brand to-gold"
                      style={{ width: `${categoryBarWidthPct(c.avg_appreciation_pct)}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </WithWineSummary>
  );
}
