import { useId, useState } from 'react';
import {
  CALCULATOR_INVESTMENT_USD,
  CALCULATOR_RETURN_PCT,
  CALCULATOR_SCENARIOS,
  CALCULATOR_YEARS,
  COMPARISON_RETURNS_PCT,
  projectInvestment,
} from '../../../../domain/investment';
import { formatUsd } from '../../../../domain/format';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  display: string;
  onChange: (value: number) => void;
}

function Slider({ label, value, min, max, step, display, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold tabular-nums text-gold">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(e) => onChange(Number(e.target.value))}
        className="focus-ring h-11 w-full cursor-pointer accent-[var(--gold)]"
      />
    </div>
  );
}

/** Wine Investment Calculator: compound growth with the spec's sliders, scenarios and comparison. */
export function InvestmentCalculator() {
  const [amount, setAmount] = useState<number>(CALCULATOR_INVESTMENT_USD.default);
  const [years, setYears] = useState<number>(CALCULATOR_YEARS.default);
  const [returnPct, setReturnPct] = useState<number>(CALCULATOR_RETURN_PCT.default);
  const result = projectInvestment(amount, returnPct, years);
  const comparison = COMPARISON_RETURNS_PCT.map((c) => ({
    ...c,
    value: projectInvestment(amount, c.returnPct, years).finalValue,
  }));
  const maxValue = Math.max(...comparison.map((c) => c.value));

  return (
    <section aria-labelledby="calculator-title" className="flex flex-col gap-6">
      <div>
        <h2 id="calculator-title" className="text-2xl font-semibold text-fg sm:text-3xl">
          Wine Investment Calculator
        </h2>
        <p className="mt-1 text-fg-muted">See how an investment could grow at a steady annual return.</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="flex flex-col gap-6">
          <Slider
            label="Initial investment"
            {...CALCULATOR_INVESTMENT_USD}
            value={amount}
            display={formatUsd(amount)}
            onChange={setAmount}
          />
          <Slider
            label="Investment period"
            {...CALCULATOR_YEARS}
            value={years}
            display={`${years} ${years === 1 ? 'year' : 'years'}`}
            onChange={setYears}
          />
          <Slider
            label="Expected annual return"
            {...CALCULATOR_RETURN_PCT}
            value={returnPct}
            display={`${returnPct.toFixed(1)}%`}
            onChange={(v) => setReturnPct(Math.round(v * 10) / 10)}
          />
          <div>
            <p className="text-sm font-medium text-fg">Quick scenarios</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {CALCULATOR_SCENARIOS.map((s) => (
                <button
                  key={s.returnPct}
                  type="button"
                  aria-pressed={returnPct === s.returnPct}
                  onClick={() => setReturnPct(s.returnPct)}
                  className={cn(
                    'focus-ring min-h-11 rounded-lg border px-3 text-sm transition-colors',
                    returnPct === s.returnPct
                      ? 'border-gold bg-gold-soft text-fg'
                      : 'border-border bg-surface-2/60 text-fg-muted hover:text-fg',
                  )}
                >
                  {s.label} ({s.returnPct}%)
                </button>
              ))}
            </div>
          </div>
        </Card>
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-live="polite">
            <Card padding="sm">
              <dt className="text-xs text-fg-subtle">Final Value</dt>
              <dd className="text-xl font-semibold tabular-nums text-fg">{formatUsd(result.finalValue)}</dd>
            </Card>
            <Card padding="sm">
              <dt className="text-xs text-fg-subtle">Total Return</dt>
              <dd className="text-xl font-semibold tabular-nums text-success">{formatUsd(result.totalReturn)}</dd>
            </Card>
            <Card padding="sm">
              <dt className="text-xs text-fg-subtle">Total Gain</dt>
              <dd className="text-xl font-semibold tabular-nums text-success">+{result.totalReturnPct.toFixed(1)}%</dd>
            </Card>
          </dl>
          <Card>
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-gold">
              Compared with other assets over {years} {years === 1 ? 'year' : 'years'}
            </h3>
            <ul className="mt-4 flex flex-col gap-3">
              {comparison.map((c) => (
                <li key={c.asset}>
                  <div className="flex justify-between text-sm">
                    <span className="text-fg">
                      {c.asset} <span className="text-fg-subtle">({c.returnPct}%/yr)</span>
                    </span>
                    <span className="font-semibold tabular-nums text-fg">{formatUsd(c.value)}</span>
                  </div>
                  <div className="mt-1.5 h-2.5 rounded-full bg-surface-3" aria-hidden="true">
                    <div
                      className={cn('h-full rounded-full', c.asset === 'Fine Wine' ? 'bg-gold' : 'bg-fg-subtle/60')}
                      style={{ width: `${(c.value / maxValue) * 100}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
      <p className="text-xs text-fg-subtle">
        Disclaimer: projections are illustrative and assume a constant annual return. Past performance does not
        guarantee future results; wine investments can lose value and may be illiquid. This is not investment advice.
      </p>
    </section>
  );
}
