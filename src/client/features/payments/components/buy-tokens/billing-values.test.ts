import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-rules';
import { checkBilling, emptyBilling } from './billing-values';

const BOUNDS = { minAmount: '100', maxAmount: '1000000' };

describe('payment center amount', () => {
  it('accepts the bounds and rejects just outside them with the spec messages', () => {
    expect(checkAmount('100', BOUNDS)).toEqual({ kind: 'ok', cents: 10_000 });
    expect(checkAmount('1000000', BOUNDS)).toEqual({ kind: 'ok', cents: 100_000_000 });
    expect(checkAmount('99.99', BOUNDS)).toEqual({ kind: 'below', message: 'Minimum purchase amount is $100' });
    expect(checkAmount('1000000.01', BOUNDS)).toEqual({
      kind: 'above',
      message: 'Maximum purchase amount is $1,000,000',
    });
    expect(checkAmount('abc', BOUNDS).kind).toBe('invalid');
    expect(checkAmount('', BOUNDS).kind).toBe('invalid');
    expect(checkAmount('10.999', BOUNDS).kind).toBe('invalid');
  });
});

describe('billing form', () => {
  it('requires every field and names each', () => {
    const result = checkBilling(emptyBilling());
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: 'Full name is required',
        email: 'Email is required',
        line1: 'Address is required',
        city: 'City is required',
        state: 'State is required',
        postal_code: 'ZIP code is required',
      });
    }
  });

  it('checks the email format and passes a complete form with country US', () => {
    const values = {
      ...emptyBilling(),
      name: 'Ada',
      email: 'ada@',
      line1: '1 Main St',
      city: 'Napa',
      state: 'CA',
      postal_code: '94558',
    };
    const bad = checkBilling(values);
    expect(bad.ok ? null : bad.errors).toEqual({ email: 'Please enter a valid email address' });
    const good = checkBilling({ ...values, email: 'ada@example.com' });
    expect(good.ok && good.details.address.country).toBe('US');
  });
});
