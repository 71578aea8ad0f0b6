/**
 * The sandbox provider's own card form: card number (grouped in fours), expiry (MM/YY) and CVC, each
 * labelled, with its message under it. Controlled: the page holds the values and the errors
 * (checkCardInput in card-input.ts gives both) and submits them with its billing details.
 * The test cards are listed so a person trying the product knows what to type.
 *
 *   <SandboxCardFields value={card} onChange={setCard} errors={cardErrors} disabled={isPaying} />
 */
import type { ChangeEvent } from 'react';
import { TextField } from '../../components/ui/form-field';
import { IconLock } from '../../components/ui/icons';
import { formatCardNumber, formatCvc, formatExpiry, type CardInputErrors, type CardInputValues } from './card-input';

export interface SandboxCardFieldsProps {
  value: CardInputValues;
  onChange: (next: CardInputValues) => void;
  errors?: CardInputErrors;
  disabled?: boolean;
  /** From GET /api/v1/payments/config (empty for Stripe). */
  testCards?: ReadonlyArray<{ number: string; outcome: string }>;
  /** Field name prefix, so two forms on one page keep distinct names. */
  idPrefix?: string;
}

const FORMATTERS = { number: formatCardNumber, expiry: formatExpiry, cvc: formatCvc } as const;

export function SandboxCardFields({
  value,
  onChange,
  errors = {},
  disabled,
  testCards = [],
  idPrefix = 'card',
}: SandboxCardFieldsProps) {
  const onField = (field: keyof CardInputValues) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [field]: FORMATTERS[field](event.target.value) });

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-border bg-surface-2/40 p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-fg">
        <IconLock size={16} className="text-gold" />
        Card details
      </legend>
      <TextField
        id={`${idPrefix}-number`}
        name="cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        value={value.number}
        onChange={onField('number')}
        error={errors.number}
        disabled={disabled}
        className="tabular-nums"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={`${idPrefix}-expiry`}
          name="cardExpiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={value.expiry}
          onChange={onField('expiry')}
          error={errors.expiry}
          disabled={disabled}
          className="tabular-nums"
        />
        <TextField
          id={`${idPrefix}-cvc`}
          name="cardCvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          value={value.cvc}
          onChange={onField('cvc')}
          error={errors.cvc}
          disabled={disabled}
          className="tabular-nums"
        />
      </div>
      {testCards.length ? (
        <div className="text-xs text-fg-subtle">
          <p className="font-medium text-fg-muted">Sandbox test cards (any future expiry, any CVC):</p>
          <ul className="mt-1 space-y-0.5">
            {testCards.map((card) => (
              <li key={card.number}>
                <span className="tabular-nums text-fg-muted">{card.number}</span> — {card.outcome}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
