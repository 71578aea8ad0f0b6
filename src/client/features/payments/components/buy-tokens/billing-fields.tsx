/** The billing details form of the payment step: every field labelled, its message under it. */
import type { ChangeEvent } from 'react';
import { Select, TextField } from '../../../../components/ui/form-field';
import type { BillingErrors, BillingField, BillingValues } from './billing-values';

export interface BillingFieldsProps {
  value: BillingValues;
  onChange: (next: BillingValues, changed: BillingField) => void;
  errors: BillingErrors;
  disabled?: boolean;
}

export function BillingFields({ value, onChange, errors, disabled }: BillingFieldsProps) {
  const field = (name: BillingField) => ({
    name,
    value: value[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...value, [name]: event.target.value }, name),
    error: errors[name],
    disabled,
  });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-semibold text-fg">Billing details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <TextField label="Address" autoComplete="address-line1" required {...field('line1')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" autoComplete="address-level2" required {...field('city')} />
        <TextField label="State" autoComplete="address-level1" required {...field('state')} />
        <TextField label="ZIP code" autoComplete="postal-code" required {...field('postal_code')} />
      </div>
      <Select label="Country" autoComplete="country" {...field('country')}>
        <option value="US">United States</option>
        <option value="CA">Canada</option>
        <option value="GB">United Kingdom</option>
        <option value="AU">Australia</option>
      </Select>
    </fieldset>
  );
}
