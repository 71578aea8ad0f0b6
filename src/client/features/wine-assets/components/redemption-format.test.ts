import { describe, expect, it } from 'vitest';
import { formatVino } from './redemption-format';

describe('formatVino', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatVino('2300.000000000000000000')).toBe('2,300 VINO');
    expect(formatVino('1150')).toBe('1,150 VINO');
    expect(formatVino(80n * 10n ** 18n)).toBe('80 VINO');
  });

  it('rounds up past 4 decimals, never showing less than is held', () => {
    expect(formatVino('33.333333333333333334')).toBe('33.3334 VINO');
    expect(formatVino('0.5')).toBe('0.5 VINO');
  });
});
