/**
 * The sandbox card form's text fields turned into the card the server checks. The browser runs the
 * same checks as the server (src/domain/payments/card.ts) for early feedback; the server still
 * decides.
 */
import type { SandboxCard } from '../../../contracts/payments';
import { cardDigits, cardProblems, type CardField } from '../../../domain/payments/card';

/** What the person typed: the number with spaces, expiry as MM/YY, the CVC. */
export interface CardInputValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD_INPUT: CardInputValues = { number: '', expiry: '', cvc: '' };

export type CardInputErrors = Partial<Record<CardField, string>>;

const MAX_CARD_DIGITS = 19;

/** Groups of four digits ("4242 4242 4242 4242"); anything but digits is dropped. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY: the slash appears after the month, so people type digits only. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

/** "12/34" → month 12, year 2034; anything else → NaN (the check reports it). */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return { expMonth: Number.NaN, expYear: Number.NaN };
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

export type CardCheck = { ok: true; card: SandboxCard } | { ok: false; errors: CardInputErrors };

/** The card as the confirm endpoints take it, or the field messages (the server's own texts). */
export function checkCardInput(values: CardInputValues, now: Date): CardCheck {
  const { expMonth, expYear } = parseExpiry(values.expiry);
  const card = { number: cardDigits(values.number), expMonth, expYear, cvc: values.cvc.trim() };
  const errors = cardProblems(card, now);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, card };
}

/** The server's per-field messages (400 `fields.number/expiry/cvc`) mapped onto the form. */
export function pickCardFieldErrors(fields: Record<string, string>): CardInputErrors {
  const errors: CardInputErrors = {};
  for (const key of ['number', 'expiry', 'cvc'] as const) {
    const message = fields[key] ?? fields[`card.${key}`];
    if (message) errors[key] = message;
  }
  return errors;
}
