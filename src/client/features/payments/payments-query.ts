/**
 * The Payment Center's URL state: `tab` (buy default, memberships, history) and an optional
 * `amount` / `method` prefill for the purchase (the buy page links here with them).
 */
import { PAYMENT_CENTER_DEFAULT_AMOUNT } from '../../../domain/purchase/payment-center';

export const PAYMENTS_TABS = ['buy', 'memberships', 'history'] as const;
export type PaymentsTab = (typeof PAYMENTS_TABS)[number];

/** The Payment Center's two methods (spec section 2); `ach_debit` is the server's `bank`. */
export const CENTER_METHODS = ['card', 'ach_debit'] as const;
export type CenterMethod = (typeof CENTER_METHODS)[number];

export function readPaymentsTab(params: URLSearchParams): PaymentsTab {
  const tab = params.get('tab');
  return (PAYMENTS_TABS as readonly string[]).includes(tab ?? '') ? (tab as PaymentsTab) : 'buy';
}

/** A whole-dollar amount from the link, else the spec's default 1000 (bounds are checked on the form). */
export function readInitialAmount(params: URLSearchParams): string {
  const amount = params.get('amount');
  return amount && /^\d{1,9}$/.test(amount) ? String(Number(amount)) : String(PAYMENT_CENTER_DEFAULT_AMOUNT);
}

export function readInitialMethod(params: URLSearchParams): CenterMethod {
  return params.get('method') === 'ach_debit' ? 'ach_debit' : 'card';
}
