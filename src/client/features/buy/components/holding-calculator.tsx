/**
 * Calculator: what the amount being bought would grow to over a chosen number of years at a
 * chosen annual appreciation (the spec's scenarios 6.5, 8.7 and 12.2 percent). A projection for
 * illustration, computed in the browser like the Dual Investment calculator.
 */
import { useId, useState } from 'react';
import { CALCULATOR_SCENARIOS, projectInvestment } from '../../../../domain/investment';
import { formatUsd } from '../../../../domain/format';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const YEARS = { min: 1, max: 10, default: 5 } as const;

export function HoldingCalculator({ amount }: { amount: number | null }) {
  const yearsId = useId();
  const [years, setYears] = useState<number>(YEARS.default);
  const [returnPct, setReturnPct] = useState<number>(CALCULATOR_SCENARIOS[1].returnPct);
  const principal = amount ?? 0;
  const result = principal > 0 ? projectInvestment(principal, returnPct, years) : null;

  return (
    <Card as="section" aria-labelledby="calculator-title" className="flex flex-col gap-4">
      <div>
        <h2 id="calculator-title" className="text-xl font-semibold text-fg">
          Holding calculator
        </h2>
        <p className="mt-1 text-sm text-fg-muted">Your amount, compounded at an annual wine appreciation scenario.</p>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={yearsId} className="flex justify-between text-sm font-medium text-fg">
          <span>Holding period</span>
          <span className="tabular-nums text-gold">
            {years} year{years === 1 ? '' : 's'}
          </span>
        </label>
        <input
          id={yearsId}
          type="range"
          min={YEARS.min}
          max={YEARS.max}
          step={1}
          value={years}
          onChange={(event) => setYears(Number(event.target.value))}
          className="h-11 w-full accent-[var(--color-gold)]"
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">Scenario</legend>
        <div className="grid grid-cols-3 gap-2">
          {CALCULATOR_SCENARIOS.map((scenario) => (
            <button
              key={scenario.label}
              type="button"
              aria-pressed={scenario.returnPct === returnPct}
              onClick={() => setReturnPct(scenario.returnPct)}
              className={cn(
                'focus-ring flex min-h-11 flex-col items-center justify-center rounded-lg border px-2 py-1 text-xs transition-colors',
                scenario.returnPct === returnPct
                  ? 'border-gold bg-gold/15 text-fg'
                  : 'border-border bg-surface-2/50 text-fg-muted hover:border-border-strong',
              )}
            >
              <span className="font-semibold">{scenario.label}</span>
              <span className="tabular-nums">{scenario.returnPct}% / year</span>
            </button>
          ))}
        </div>
      </fieldset>
      {result ? (
        <dl className="grid grid-cols-2 gap-2" aria-live="polite">
          <div className="rounded-lg bg-surface-2/50 p-3">
            <dt className="text-xs uppercase tracking-[0.12em] text-fg-subtle">Projected value</dt>
            <dd className="text-lg font-semibold tabular-nums text-fg">{formatUsd(result.finalValue)}</dd>
          </div>
          <div className="rounded-lg bg-surface-2/50 p-3">
            <dt className="text-xs uppercase tracking-[0.12em] text-fg-subtle">Growth</dt>
            <dd className="text-lg font-semibold tabular-nums text-success">
              +{formatUsd(result.totalReturn)} ({result.totalReturnPct}%)
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-fg-muted">Enter an amount to calculate.</p>
      )}
    </Card>
  );
}
