import { useId, useState } from 'react';
import { formatUsd } from '../../../../domain/format';
import { EDUCATION_CALCULATOR, projectEducationInvestment } from '../../../../domain/education-calculator';
import { Card } from '../../../components/ui/card';

/** The RWA education calculator: amount and horizon sliders, 11% a year compounded (src/domain). */
export function EducationCalculator() {
  const amountId = useId();
  const yearsId = useId();
  const [amount, setAmount] = useState<number>(EDUCATION_CALCULATOR.amount.default);
  const [years, setYears] = useState<number>(EDUCATION_CALCULATOR.years.default);
  const projection = projectEducationInvestment(amount, years);
  const { amount: amountBounds, years: yearBounds } = EDUCATION_CALCULATOR;

  return (
    <Card as="section" aria-labelledby="calculator-title" tone="highlight" className="flex flex-col gap-6">
      <div>
        <h3 id="calculator-title" className="text-2xl font-semibold text-fg">
          Investment Calculator
        </h3>
        <p className="text-fg-muted">
          See how an investment could grow at {EDUCATION_CALCULATOR.annualGrowthPct}% a year, compounded. An
          illustration, not a promise: returns are not guaranteed.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between">
              <label htmlFor={amountId} className="text-sm font-medium text-fg">
                Investment amount
              </label>
              <output htmlFor={amountId} className="font-semibold tabular-nums text-gold-strong">
                {formatUsd(amount)}
              </output>
            </div>
            <input
              id={amountId}
              type="range"
              min={amountBounds.min}
              max={amountBounds.max}
              step={amountBounds.step}
              value={amount}
              aria-valuetext={formatUsd(amount)}
              onChange={(e) => setAmount(Number(e.target.value))}
              className="focus-ring h-11 w-full cursor-pointer accent-[var(--gold)]"
            />
            <div className="flex justify-between text-xs text-fg-subtle tabular-nums">
              <span>{formatUsd(amountBounds.min)}</span>
              <span>{formatUsd(amountBounds.max)}</span>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between">
              <label htmlFor={yearsId} className="text-sm font-medium text-fg">
                Investment horizon
              </label>
              <output htmlFor={yearsId} className="font-semibold tabular-nums text-gold-strong">
                {years} {years === 1 ? 'year' : 'years'}
              </output>
            </div>
            <input
              id={yearsId}
              type="range"
              min={yearBounds.min}
              max={yearBounds.max}
              step={yearBounds.step}
              value={years}
              aria-valuetext={`${years} ${years === 1 ? 'year' : 'years'}`}
              onChange={(e) => setYears(Number(e.target.value))}
              className="focus-ring h-11 w-full cursor-pointer accent-[var(--gold)]"
            />
            <div className="flex justify-between text-xs text-fg-subtle tabular-nums">
              <span>1 year</span>
              <span>10 years</span>
            </div>
          </div>
        </div>
        <dl aria-live="polite" className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl border border-gold/40 bg-gold-soft p-5 sm:col-span-2">
            <dt className="text-sm text-fg-muted">Projected value</dt>
            <dd className="break-words font-display text-3xl font-semibold sm:text-4xl tabular-nums text-fg">
              {formatUsd(projection.futureValue, true)}
            </dd>
          </div>
          <div className="rounded-2xl border border-border bg-surface-2/60 p-4">
            <dt className="text-sm text-fg-muted">Total gain</dt>
            <dd className="text-xl font-semibold tabular-nums text-success">+{formatUsd(projection.gain, true)}</dd>
          </div>
          <div className="rounded-2xl border border-border bg-surface-2/60 p-4">
            <dt className="text-sm text-fg-muted">Growth</dt>
            <dd className="text-xl font-semibold tabular-nums text-success">+{projection.gainPct}%</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
