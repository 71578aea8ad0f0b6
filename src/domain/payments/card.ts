/**
 * Card checks of the sandbox payment provider's own card form (the server runs them; the browser
 * may run them too for early feedback) and the behaviour of the well-known test cards.
 */

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
} as const;

/** Digits only: spaces and dashes people type between groups are ignored. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Field problems (empty when the card is well formed); `now` decides whether it has expired. */
export function cardProblems(card: CardInput, now: Date): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  if (!passesLuhn(cardDigits(card.number))) problems.number = CARD_MESSAGES.number;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || year > now.getUTCFullYear() + 50)
    problems.expiry = CARD_MESSAGES.expiry;
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1))
    problems.expiry = CARD_MESSAGES.expired;
  const isAmex = /^3[47]/.test(cardDigits(card.number));
  if (!(isAmex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) problems.cvc = CARD_MESSAGES.cvc;
  return problems;
}

export type CardOutcome =
  { kind: 'succeeds' } | { kind: 'declined'; code: 'card_declined' | 'insufficient_funds'; message: string };

/** The test cards (Stripe's well-known numbers); any other valid number succeeds. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;

export function cardOutcome(number: string): CardOutcome {
  switch (cardDigits(number)) {
    case '4000000000000002':
      return { kind: 'declined', code: 'card_declined', message: 'Your card was declined.' };
    case '4000000000009995':
      return { kind: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    default:
      return { kind: 'succeeds' };
  }
}

/** Brand from the leading digits, as shown beside a saved card. */
export function cardBrand(number: string): string {
  const d = cardDigits(number);
  if (d.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^6(011|5)/.test(d)) return 'discover';
  return 'card';
}
