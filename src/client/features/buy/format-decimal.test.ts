import { describe, expect, it } from 'vitest';
import { centsToDollars, formatUsdExact, formatVino, groupDecimal } from './format-decimal';

describe('exact decimal display', () => {
  it('groups and cuts without rounding up', () => {
    expect(groupDecimal('1124.705882352941176470', 2)).toBe('1,124.70');
    expect(groupDecimal('1000000', 2)).toBe('1,000,000.00');
    expect(formatUsdExact('1044.00')).toBe('$1,044.00');
    expect(formatUsdExact('-44.00')).toBe('-$44.00');
    expect(formatVino('956.000000000000000000')).toBe('956.00');
    expect([centsToDollars(104_400), centsToDollars(12_345), centsToDollars(5)]).toEqual(['1044.00', '123.45', '0.05']);
  });
});
