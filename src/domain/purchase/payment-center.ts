/**
 * The Payment Center's purchase figures (investor spec section 9): total = amount + fee and
 * tokens = amount (one VINO per currency unit). The spec does not give that screen's fee formula;
 * its generic fee table (credit card 2.9%, ACH 0.8%) is exported for whoever shows one.
 */
import { formatDecimal, parseDecimal, USD_SCALE } from '../money';

/** The spec's generic fee table, in basis points (wire transfers are a flat 15 USD). */
export const GENERIC_FEE_BPS = { card: 290n, ach_debit: 80n, international: 390n } as const;
export const WIRE_FLAT_FEE_CENTS = 1_500n;

/** Payment Center default amount and quick picks (spec section 9). */
export const PAYMENT_CENTER_DEFAULT_AMOUNT = 1_000;
export const PAYMENT_CENTER_QUICK_AMOUNTS = [500, 1_000, 5_000, 10_000] as const;

/** total = amount + fee; tokens = amount. Inputs and outputs are USD decimal strings. */
export function paymentCenterQuote(amount: string, fee: string): { total: string; tokens: string } {
  const amountCents = parseDecimal(amount, USD_SCALE);
  return {
    total: formatDecimal(amountCents + parseDecimal(fee, USD_SCALE), USD_SCALE),
    tokens: formatDecimal(amountCents, USD_SCALE),
  };
}

/** A generic-table fee for an amount (half up to the cent). */
export function genericFee(amount: string, kind: keyof typeof GENERIC_FEE_BPS): string {
  const cents = parseDecimal(amount, USD_SCALE);
  return formatDecimal((cents * GENERIC_FEE_BPS[kind] * 2n + 10_000n) / 20_000n, USD_SCALE);
}
