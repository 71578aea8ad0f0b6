/**
 * Step 1: the amount (default 1000, quick picks 500/1000/5000/10000), currency (USD) and method.
 * The bound messages show as the person types; Continue is disabled while busy or below the
 * minimum (spec section 5). Continue creates the payment intent (the page does that).
 */
import type { FormEvent } from 'react';
import { PAYMENT_CENTER_QUICK_AMOUNTS } from '../../../../../domain/purchase/payment-center';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Select, TextField } from '../../../../components/ui/form-field';
import { cn } from '../../../../lib/cn';
import { formatUsd, formatUsdWhole } from '../../money-format';
import type { CenterMethod } from '../../payments-query';
import { checkAmount, type AmountBounds } from './amount-rules';
import { MethodChoice } from './method-choice';

export interface AmountStepProps {
  amount: string;
  onAmountChange: (amount: string) => void;
  method: CenterMethod;
  onMethodChange: (method: CenterMethod) => void;
  bounds: AmountBounds;
  /** Current VINO price from the server's config. */
  price: string;
  isBusy: boolean;
  /** The last attempt's error (intent creation, a declined card, ...), shown as given. */
  error: string | null;
  onContinue: (cents: number) => void;
}

export function AmountStep({
  amount,
  onAmountChange,
  method,
  onMethodChange,
  bounds,
  price,
  isBusy,
  error,
  onContinue,
}: AmountStepProps) {
  const check = checkAmount(amount, bounds);
  const isBelowMin = check.kind === 'below' || check.kind === 'invalid';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || check.kind !== 'ok') return;
    onContinue(check.cents);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="amount-step-title" className="flex flex-col gap-6">
      <div>
        <h2 id="amount-step-title" className="text-xl font-semibold text-fg">
          How much VINO would you like to buy?
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          Between {formatUsdWhole(bounds.minAmount)} and {formatUsdWhole(bounds.maxAmount)}. Current price{' '}
          <span className="tabular-nums text-fg">{formatUsd(price)}</span> per VINO.
        </p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div role="group" aria-label="Quick amounts" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PAYMENT_CENTER_QUICK_AMOUNTS.map((quick) => {
          const isSelected = amount === String(quick);
          return (
            <button
              key={quick}
              type="button"
              aria-pressed={isSelected}
              disabled={isBusy}
              onClick={() => onAmountChange(String(quick))}
              className={cn(
                'focus-ring min-h-11 rounded-lg border px-3 text-sm font-semibold tabular-nums transition-colors',
                isSelected
                  ? 'border-gold bg-gold-soft text-gold-strong'
                  : 'border-border bg-surface-2/50 text-fg hover:border-border-strong',
              )}
            >
              {formatUsdWhole(String(quick))}
            </button>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField
          label="Amount (USD)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => onAmountChange(e.target.value.replace(/[^\d.]/g, ''))}
          error={check.kind === 'ok' ? undefined : check.message}
          disabled={isBusy}
          className="text-lg tabular-nums"
        />
        <Select label="Currency" name="currency" value="usd" disabled={isBusy} onChange={() => undefined}>
          <option value="usd">USD ($)</option>
        </Select>
      </div>
      <MethodChoice value={method} onChange={onMethodChange} disabled={isBusy} />
      <div className="flex justify-end">
        <Button type="submit" variant="gold" size="lg" isLoading={isBusy} disabled={isBelowMin}>
          {isBusy ? 'Preparing payment...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
