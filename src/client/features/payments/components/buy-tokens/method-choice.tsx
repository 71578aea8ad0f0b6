/**
 * The Payment Center's methods as a radio group of cards: every purchase method of the product, from
 * the same list the buy page shows (card "Instant processing" and ach_debit "Lower fees" of spec
 * section 2, and crypto paid from the wallet).
 */
import type { ChangeEvent } from 'react';
import { PURCHASE_METHOD_DETAILS, PURCHASE_METHOD_IDS } from '../../../../../domain/purchase/purchase-methods';
import { cn } from '../../../../lib/cn';
import { toCenterMethod, type CenterMethod } from '../../payments-query';

export const METHOD_OPTIONS: ReadonlyArray<{ id: CenterMethod; name: string; description: string }> =
  PURCHASE_METHOD_IDS.map((id) => ({
    id: toCenterMethod(id),
    name: PURCHASE_METHOD_DETAILS[id].centerName,
    description: PURCHASE_METHOD_DETAILS[id].summary,
  }));

export interface MethodChoiceProps {
  value: CenterMethod;
  onChange: (method: CenterMethod) => void;
  disabled?: boolean;
}

export function MethodChoice({ value, onChange, disabled }: MethodChoiceProps) {
  const onInput = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value as CenterMethod);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {METHOD_OPTIONS.map((option) => {
          const isSelected = option.id === value;
          return (
            <label
              key={option.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                isSelected
                  ? 'border-gold/60 bg-gold-soft/40'
                  : 'border-border bg-surface-2/40 hover:border-border-strong',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option.id}
                checked={isSelected}
                onChange={onInput}
                disabled={disabled}
                className="mt-1 h-4 w-4 shrink-0 accent-[var(--gold)]"
              />
              <span className="flex flex-col">
                <span className="font-medium text-fg">{option.name}</span>
                <span className="text-sm text-fg-muted">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
