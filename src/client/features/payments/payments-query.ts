/**
 * The Payment Center's URL state: `tab` (buy default, memberships, history) and an optional
 * `amount` / `method` prefill for the purchase (the buy page links here with them).
 */
import { PAYMENT_CENTER_DEFAULT_AMOUNT } from '../../../domain/purchase/payment-center';
import type { PurchaseMethod } from '../../../domain/purchase/purchase-fees';
import { PURCHASE_METHOD_IDS } from '../../../domain/purchase/purchase-methods';

export const PAYMENTS_TABS = ['buy', 'memberships', 'history'] as const;
export type PaymentsTab = (typeof PAYMENTS_TABS)[number];

/**
 * The Payment Center's names of the product's purchase methods (the one list in
 * domain/purchase/purchase-methods.ts): spec section 2 calls the bank debit `ach_debit`, the
 * server's `bank`; the link from the buy page (`?method=`) uses these names.
 */
const CENTER_METHOD_OF = { card: 'card', bank: 'ach_debit', crypto: 'crypto' } as const satisfies Record<
  PurchaseMethod,
  string
>;
export type CenterMethod = (typeof CENTER_METHOD_OF)[PurchaseMethod];
export const CENTER_METHODS: readonly CenterMethod[] = PURCHASE_METHOD_IDS.map((id) => CENTER_METHOD_OF[id]);

export function toPurchaseMethod(method: CenterMethod): PurchaseMethod {
  return method === 'ach_debit' ? 'bank' : method;
}

export function toCenterMethod(method: PurchaseMethod): CenterMethod {
  return CENTER_METHOD_OF[method];
}

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
  const method = params.get('method');
  return CENTER_METHODS.find((m) => m === method) ?? 'card';
}
