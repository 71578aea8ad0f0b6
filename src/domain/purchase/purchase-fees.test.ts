import { describe, expect, it } from 'vitest';
import { VINO_PRODUCT_MAX_USD, VINO_PRODUCT_MIN_USD } from '../../contracts/payments';
import {
  calculatePurchaseFees,
  isPurchaseAmountInBounds,
  PURCHASE_MAX_USD,
  PURCHASE_MIN_USD,
  purchaseFeesCents,
  quotePurchase,
  tokensReceived,
  totalCost,
} from './purchase-fees';

describe('calculatePurchaseFees (spec section 9)', () => {
  it('card: 2.9% transaction, 1% platform, 5 network', () => {
    expect(calculatePurchaseFees({ amount: '1000', paymentMethod: 'card' })).toEqual({
      transaction: '29.00',
      platform: '10.00',
      network: '5.00',
      total: '44.00',
    });
  });

  it('bank: 0.8% transaction, 1% platform, 5 network', () => {
    expect(calculatePurchaseFees({ amount: '1000', paymentMethod: 'bank' })).toEqual({
      transaction: '8.00',
      platform: '10.00',
      network: '5.00',
      total: '23.00',
    });
  });

  it('crypto: 0.1% transaction, 1% platform, 15 network', () => {
    expect(calculatePurchaseFees({ amount: '1000', paymentMethod: 'crypto' })).toEqual({
      transaction: '1.00',
      platform: '10.00',
      network: '15.00',
      total: '26.00',
    });
  });

  it('at the bounds', () => {
    expect(calculatePurchaseFees({ amount: '100', paymentMethod: 'card' }).total).toBe('8.90');
    expect(calculatePurchaseFees({ amount: '1000000', paymentMethod: 'card' })).toEqual({
      transaction: '29000.00',
      platform: '10000.00',
      network: '5.00',
      total: '39005.00',
    });
  });

  it('rounds each fee half up to the cent, exactly', () => {
    // 2.9% of 123.45 = 3.58005; 1% = 1.2345; 0.8% = 0.9876; 0.1% of 0.05 more cents
    expect(calculatePurchaseFees({ amount: '123.45', paymentMethod: 'card' })).toEqual({
      transaction: '3.58',
      platform: '1.23',
      network: '5.00',
      total: '9.81',
    });
    expect(calculatePurchaseFees({ amount: '123.45', paymentMethod: 'bank' }).transaction).toBe('0.99');
    // 1% of 100.50 = 1.005 -> 1.01 (half up); 0.1% of 105 = 0.105 -> 0.11
    expect(calculatePurchaseFees({ amount: '100.50', paymentMethod: 'card' }).platform).toBe('1.01');
    expect(calculatePurchaseFees({ amount: '105', paymentMethod: 'crypto' }).transaction).toBe('0.11');
  });

  it('has a bigint form in cents for the server', () => {
    expect(purchaseFeesCents(100_000n, 'card')).toEqual({
      transaction: 2_900n,
      platform: 1_000n,
      network: 500n,
      total: 4_400n,
    });
  });
});

describe('tokensReceived = (amount - total fees) / price', () => {
  it('at price 1.00 and at the presale price', () => {
    const fees = calculatePurchaseFees({ amount: '1000', paymentMethod: 'card' });
    expect(tokensReceived('1000', fees, '1.00')).toBe('956.000000000000000000');
    expect(tokensReceived('1000', fees, '0.85')).toBe('1124.705882352941176470');
    expect(tokensReceived('1000', fees, '2')).toBe('478.000000000000000000');
  });

  it('is zero when the fees exceed the amount and refuses a non-positive price', () => {
    expect(tokensReceived('10', { total: '15.10' }, '1')).toBe('0.000000000000000000');
    expect(() => tokensReceived('1000', { total: '44' }, '0')).toThrow();
  });
});

describe('totalCost: the amount charged, fees included (taken from the tokens)', () => {
  it('charges the amount, never the fees a second time', () => {
    expect(totalCost('1000')).toBe('1000.00');
    expect(totalCost('123.45')).toBe('123.45');
  });

  it('quotePurchase puts the three together', () => {
    expect(quotePurchase({ amount: '5000', paymentMethod: 'bank', price: '1.00' })).toEqual({
      fees: { transaction: '40.00', platform: '50.00', network: '5.00', total: '95.00' },
      tokens: '4905.000000000000000000',
      totalCost: '5000.00',
    });
  });
});

describe('purchase bounds (spec section 5)', () => {
  it('100 to 1,000,000 inclusive, numbers only', () => {
    expect(
      [99, 99.99, 100, 1_000_000, 1_000_000.01, 1_000_001, Number.NaN, Infinity].map(isPurchaseAmountInBounds),
    ).toEqual([false, false, true, true, false, false, false, false]);
  });

  it('match the VINO product bounds of the contracts', () => {
    expect([PURCHASE_MIN_USD, PURCHASE_MAX_USD]).toEqual([VINO_PRODUCT_MIN_USD, VINO_PRODUCT_MAX_USD]);
  });
});
