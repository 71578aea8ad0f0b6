/**
 * The billing form (investor spec section 3 "Billing details"): full name, email, address line,
 * city, state and ZIP all required, country default US. Checked with the server's own schema
 * (BillingDetailsSchema) so the browser and the server give the same messages.
 */
import { BillingDetailsSchema, type BillingDetails } from '../../../../../contracts/payments';

export const BILLING_FIELDS = ['name', 'email', 'line1', 'city', 'state', 'postal_code', 'country'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingValues = Record<BillingField, string>;
export type BillingErrors = Partial<Record<BillingField, string>>;

export const emptyBilling = (prefill: { name?: string; email?: string } = {}): BillingValues => ({
  name: prefill.name ?? '',
  email: prefill.email ?? '',
  line1: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
});

export type BillingCheck = { ok: true; details: BillingDetails } | { ok: false; errors: BillingErrors };

export function checkBilling(values: BillingValues): BillingCheck {
  const result = BillingDetailsSchema.safeParse({
    name: values.name,
    email: values.email,
    address: {
      line1: values.line1,
      city: values.city,
      state: values.state,
      postal_code: values.postal_code,
      country: values.country,
    },
  });
  if (result.success) return { ok: true, details: result.data };
  const errors: BillingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[issue.path.length - 1];
    if (typeof field === 'string' && (BILLING_FIELDS as readonly string[]).includes(field)) {
      errors[field as BillingField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
