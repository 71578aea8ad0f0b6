import { describe, expect, it } from 'vitest';
import { formatHolding } from './format-holding';

describe('formatHolding', () => {
  it('cuts ledger precision to the asset display decimals and groups thousands', () => {
    expect(formatHolding('25000.000000000000000000', 'USD')).toBe('25,000.00');
    expect(formatHolding('1250.509999999999999999', 'VINO')).toBe('1,250.50');
    expect(formatHolding('0.200000000000000000', 'BTC')).toBe('0.20000000');
    expect(formatHolding('5.1234567', 'ETH')).toBe('5.123456');
    expect(formatHolding('1234567', 'XYZ')).toBe('1,234,567.00000000');
  });
});
