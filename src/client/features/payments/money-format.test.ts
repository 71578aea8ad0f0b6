import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdWhole, formatVino, groupDecimal } from './money-format';
import { PURCHASE_METHODS } from '../../../contracts/payments';
import {
  CENTER_METHODS,
  readInitialAmount,
  readInitialMethod,
  readPaymentsTab,
  toCenterMethod,
  toPurchaseMethod,
} from './payments-query';

describe('payment center formatting', () => {
  it('groups and cuts without rounding up', () => {
    expect(groupDecimal('1234567.899', 2)).toBe('1,234,567.89');
    expect(formatUsd('1029')).toBe('$1,029.00');
    expect(formatUsd('-5.5')).toBe('-$5.50');
    expect(formatUsdWhole('1000000.00')).toBe('$1,000,000');
    expect(formatUsdWhole('100')).toBe('$100');
    expect(formatVino('956.123456789012345678')).toBe('956.12 VINO');
  });
});

describe('payment center query', () => {
  it('reads the tab, falling back to Buy Tokens', () => {
    expect(readPaymentsTab(new URLSearchParams('tab=history'))).toBe('history');
    expect(readPaymentsTab(new URLSearchParams('tab=nope'))).toBe('buy');
    expect(readPaymentsTab(new URLSearchParams(''))).toBe('buy');
  });

  it('reads an amount prefill, else 1000, and the method', () => {
    expect(readInitialAmount(new URLSearchParams('amount=5000'))).toBe('5000');
    expect(readInitialAmount(new URLSearchParams('amount=12.5'))).toBe('1000');
    expect(readInitialAmount(new URLSearchParams(''))).toBe('1000');
    expect(readInitialMethod(new URLSearchParams('method=ach_debit'))).toBe('ach_debit');
    expect(readInitialMethod(new URLSearchParams('method=crypto'))).toBe('crypto');
    expect(readInitialMethod(new URLSearchParams('method=wire'))).toBe('card');
  });

  it('offers every purchase method the product supports (the buy page list), bank as ach_debit', () => {
    expect(CENTER_METHODS).toEqual(['card', 'ach_debit', 'crypto']);
    expect(PURCHASE_METHODS.map(toCenterMethod)).toEqual(CENTER_METHODS);
    expect(CENTER_METHODS.map(toPurchaseMethod)).toEqual([...PURCHASE_METHODS]);
  });
});
