import { describe, expect, it } from 'vitest';
import { genericFee, paymentCenterQuote } from './payment-center';

describe('Payment Center (spec section 9)', () => {
  it('total = amount + fee; tokens = amount', () => {
    expect(paymentCenterQuote('1000', '29.00')).toEqual({ total: '1029.00', tokens: '1000.00' });
    expect(paymentCenterQuote('500.50', '0')).toEqual({ total: '500.50', tokens: '500.50' });
  });

  it('generic fee table: card 2.9%, ACH 0.8%, international 3.9%', () => {
    expect(genericFee('1000', 'card')).toBe('29.00');
    expect(genericFee('1000', 'ach_debit')).toBe('8.00');
    expect(genericFee('1000', 'international')).toBe('39.00');
    expect(genericFee('123.45', 'card')).toBe('3.58');
  });
});
