/**
 * Growth projection: the chart, the projection result for the chosen quarter (for the amount being
 * bought, after fees, at the quoted price) and the table. An illustrative model anchored at the
 * current quarter (src/domain/purchase/growth-projection.ts), labelled as such: not a forecast.
 */
import { useMemo, useState } from 'react';
import {
  buildQuarterlyProjection,
  formatTimeToTarget,
  projectPurchase,
  quarterOf,
} from '../../../../domain/purchase/growth-projection';
import type { PurchaseQuote } from '../../../../domain/purchase/purchase-fees';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatUsdExact, formatVino, groupDecimal } from '../format-decimal';
import { GrowthProjectionChart } from './growth-projection-chart';
import { ProjectionTable } from './projection-table';

interface GrowthProjectionProps {
  amount: string | null;
  quote: PurchaseQuote | null;
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'up' | 'down' }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-surface-2/50 p-3">
      <dt className="text-xs uppercase tracking-[0.12em] text-fg-subtle">{label}</dt>
      <dd
        className={cn(
          'text-lg font-semibold tabular-nums',
          tone === 'up' ? 'text-success' : tone === 'down' ? 'text-danger' : 'text-fg',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

export function GrowthProjection({ amount, quote }: GrowthProjectionProps) {
  const rows = useMemo(() => buildQuarterlyProjection(quarterOf(new Date())), []);
  const [selected, setSelected] = useState<number | null>(null);
  const result =
    selected !== null && amount && quote
      ? projectPurchase({ projection: rows, index: selected, investmentAmount: amount, currentTokens: quote.tokens })
      : null;
  const loss = result?.totalReturn.startsWith('-') ?? false;

  return (
    <Card as="section" aria-labelledby="projection-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="projection-title" className="text-xl font-semibold text-fg">
            Growth projection
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Click or drag along the chart, use the arrow keys, or choose a quarter in the table.
          </p>
        </div>
        <Badge tone="warning">Illustrative model, not a forecast</Badge>
      </div>

      <div className="grid items-center gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GrowthProjectionChart rows={rows} selected={selected} onSelect={setSelected} />

        <div aria-live="polite">
          {result ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-fg-muted">
                Holding the {formatVino(result.currentTokens)} VINO that {formatUsdExact(result.investmentAmount)} buys
                today until <strong className="text-fg">{result.selectedQuarter}</strong> (
                {formatTimeToTarget(result.timeToTarget)}):
              </p>
              <dl className="grid grid-cols-2 gap-2">
                <Figure label="Future value" value={formatUsdExact(result.futureValue)} />
                <Figure label="Total return" value={formatUsdExact(result.totalReturn)} tone={loss ? 'down' : 'up'} />
                <Figure
                  label="Gain"
                  value={`${loss ? '' : '+'}${groupDecimal(result.percentageGain, 2)}%`}
                  tone={loss ? 'down' : 'up'}
                />
                <Figure label="Time to target" value={formatTimeToTarget(result.timeToTarget)} />
              </dl>
            </div>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-3 text-sm text-fg-muted">
              {quote
                ? 'Select a quarter to see what your purchase could be worth.'
                : 'Enter an amount to see what your purchase could be worth.'}
            </p>
          )}
        </div>
      </div>

      <ProjectionTable rows={rows} selected={selected} onSelect={setSelected} />
      <p className="text-xs text-fg-subtle">
        The model assumes the token price rises from $1.00 to $2.89 over ten quarters (projected ROI 0% to 189%) as the
        backing wine appreciates. It is not live data and not a promise of returns.
      </p>
    </Card>
  );
}
