import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardBrand, cardOutcome, cardProblems, passesLuhn } from './card';

const NOW = new Date('2026-11-22T00:00:00Z');
const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('sandbox card checks', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242x24242424242')).toBe(false);
  });

  it('accepts a good card and names each bad field', () => {
    expect(cardProblems(good, NOW)).toEqual({});
    expect(cardProblems({ ...good, number: '1234 5678 9012 3456' }, NOW)).toEqual({ number: CARD_MESSAGES.number });
    expect(cardProblems({ ...good, expMonth: 13 }, NOW)).toEqual({ expiry: CARD_MESSAGES.expiry });
    expect(cardProblems({ ...good, expMonth: 10, expYear: 2026 }, NOW)).toEqual({ expiry: CARD_MESSAGES.expired });
    expect(cardProblems({ ...good, expMonth: 11, expYear: 26 }, NOW)).toEqual({});
    expect(cardProblems({ ...good, cvc: '12' }, NOW)).toEqual({ cvc: CARD_MESSAGES.cvc });
    expect(cardProblems({ number: '3782 822463 10005', expMonth: 1, expYear: 2030, cvc: '123' }, NOW)).toEqual({
      cvc: CARD_MESSAGES.cvc,
    });
  });

  it('behaves like the well-known test cards', () => {
    expect(cardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'succeeds' });
    expect(cardOutcome('4000-0000-0000-0002')).toMatchObject({ kind: 'declined', message: 'Your card was declined.' });
    expect(cardOutcome('4000000000009995')).toMatchObject({
      kind: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('4242424242424242')).toBe('visa');
  });
});
