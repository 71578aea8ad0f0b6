import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, percentage, USD_SCALE } from './money';

describe('parseDecimal', () => {
  it('reads whole numbers and fractions at the given scale', () => {
    expect(parseDecimal('1234.5', 2)).toBe(123450n);
    expect(parseDecimal('1234', 2)).toBe(123400n);
    expect(parseDecimal('0.07', USD_SCALE)).toBe(7n);
    expect(parseDecimal('50000000', 8)).toBe(5_000_000_000_000_000n);
    expect(parseDecimal('  12.30 ', 2)).toBe(1230n);
  });

  it('reads negative amounts', () => {
    expect(parseDecimal('-12.34', 2)).toBe(-1234n);
    expect(parseDecimal('-0.05', 2)).toBe(-5n);
  });

  it('truncates digits beyond the scale instead of rounding', () => {
    expect(parseDecimal('1.239', 2)).toBe(123n);
    expect(parseDecimal('-1.239', 2)).toBe(-123n);
    expect(parseDecimal('0.999', 0)).toBe(0n);
  });

  it('refuses anything that is not a plain decimal number', () => {
    for (const bad of ['', 'abc', '1e6', '1,000.00', '1.', '.5', '--1', '0x10', 'NaN']) {
      expect(() => parseDecimal(bad, 2), bad).toThrow(/Not a decimal number/);
    }
  });
});

describe('formatDecimal', () => {
  it('writes the scale with leading and trailing zeros', () => {
    expect(formatDecimal(123450n, 2)).toBe('1234.50');
    expect(formatDecimal(5n, 2)).toBe('0.05');
    expect(formatDecimal(0n, 2)).toBe('0.00');
    expect(formatDecimal(42n, 0)).toBe('42');
  });

  it('writes negative amounts, including those under one unit', () => {
    expect(formatDecimal(-1234n, 2)).toBe('-12.34');
    expect(formatDecimal(-5n, 2)).toBe('-0.05');
  });

  it('round-trips with parseDecimal at the same scale', () => {
    for (const text of ['0.00', '0.01', '1.00', '-0.01', '-123456789.99', '51200000.00', '99999999999999999999.99']) {
      expect(formatDecimal(parseDecimal(text, 2), 2)).toBe(text);
    }
    for (const text of ['0.00000001', '50000000.00000000', '-3.14159265']) {
      expect(formatDecimal(parseDecimal(text, 8), 8)).toBe(text);
    }
  });
});

describe('percentage', () => {
  it('gives the backing ratio of the seeded reserve: 51,200,000 / 50,000,000 = 102.4%', () => {
    expect(percentage(parseDecimal('51200000.00', 8), parseDecimal('50000000', 8), 1)).toBe('102.4');
  });

  it('rounds half up at the requested number of decimals', () => {
    expect(percentage(1n, 8n, 0)).toBe('13'); // 12.5 -> 13
    expect(percentage(1n, 8n, 1)).toBe('12.5');
    expect(percentage(1n, 3n, 1)).toBe('33.3');
    expect(percentage(2n, 3n, 1)).toBe('66.7');
    expect(percentage(1n, 400n, 1)).toBe('0.3'); // 0.25 -> 0.3
    expect(percentage(1n, 1000n, 1)).toBe('0.1');
    expect(percentage(1n, 2001n, 1)).toBe('0.0'); // 0.0499... stays down
  });

  it('computes the presale discount (1.00 - 0.85) / 1.00 = 15%', () => {
    const launch = parseDecimal('1.00', 4);
    expect(percentage(launch - parseDecimal('0.85', 4), launch, 0)).toBe('15');
  });

  it('keeps the magnitude of a loss: (90 - 100) / 100 = -10.0%, rounding half away from zero', () => {
    expect(percentage(-1000n, 10000n, 1)).toBe('-10.0');
    expect(percentage(-1n, 3n, 1)).toBe('-33.3');
    expect(percentage(-2n, 3n, 1)).toBe('-66.7');
    expect(percentage(-1n, 8n, 0)).toBe('-13'); // mirror of 12.5 -> 13
    expect(percentage(-1n, 2001n, 1)).toBe('0.0');
  });

  it('answers zero for a zero denominator rather than dividing by zero', () => {
    expect(percentage(5n, 0n, 1)).toBe('0.0');
  });
});
