/**
 * The Payment Center's amount check (investor spec section 5): bounded by the VINO product's min
 * and max from the server's config. Below the minimum: "Minimum purchase amount is {formatted min}"
 * and Continue is disabled; above the maximum: "Maximum purchase amount is {formatted max}".
 * Amounts are compared in integer cents, never floats.
 */
import { dollarsToCents } from '../../../../api/payments/create-purchase-intent';
import { formatUsdWhole } from '../../money-format';

export interface AmountBounds {
  minAmount: string;
  maxAmount: string;
}

export type AmountCheck =
  | { kind: 'ok'; cents: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'below'; message: string }
  | { kind: 'above'; message: string };

export const AMOUNT_INVALID_MESSAGE = 'Enter an amount in US dollars, for example 1000 or 1000.50.';

export function checkAmount(amount: string, bounds: AmountBounds): AmountCheck {
  const cents = dollarsToCents(amount);
  if (!Number.isSafeInteger(cents)) return { kind: 'invalid', message: AMOUNT_INVALID_MESSAGE };
  if (cents < dollarsToCents(bounds.minAmount))
    return { kind: 'below', message: `Minimum purchase amount is ${formatUsdWhole(bounds.minAmount)}` };
  if (cents > dollarsToCents(bounds.maxAmount))
    return { kind: 'above', message: `Maximum purchase amount is ${formatUsdWhole(bounds.maxAmount)}` };
  return { kind: 'ok', cents };
}
