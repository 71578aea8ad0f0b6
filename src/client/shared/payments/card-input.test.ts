import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../domain/payments/card';
import { checkCardInput, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input';

const NOW = new Date('2026-11-22T00:00:00Z');

describe('card input', () => {
  it('groups the number in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42 4')).toBe('4242 4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the slash in the expiry and parses MM/YY', () => {
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12/34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(Number.isNaN(parseExpiry('1234').expMonth)).toBe(true);
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('accepts the success test card with a future expiry', () => {
    const result = checkCardInput({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW);
    expect(result).toEqual({ ok: true, card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } });
  });

  it('reports a bad checksum, a past expiry and a short CVC with the server texts', () => {
    const result = checkCardInput({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, NOW);
    expect(result).toEqual({
      ok: false,
      errors: { number: CARD_MESSAGES.number, expiry: CARD_MESSAGES.expired, cvc: CARD_MESSAGES.cvc },
    });
  });

  it('reports an expiry that is not MM/YY', () => {
    const result = checkCardInput({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' }, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.expiry).toBe(CARD_MESSAGES.expiry);
  });
});
