import { describe, expect, it } from 'vitest';
import { formatCompactUsd, formatInteger, formatPercentChange, formatUsd, roundTo } from './format';

describe('formatCompactUsd', () => {
  it('uses M from one million, with one decimal', () => {
    expect(formatCompactUsd(52_400_000)).toBe('$52.4M');
    expect(formatCompactUsd('51200000.00')).toBe('$51.2M');
    expect(formatCompactUsd(1_000_000)).toBe('$1.0M');
    expect(formatCompactUsd(2_450_000)).toBe('$2.5M');
  });

  it('uses K from one thousand, with one decimal', () => {
    expect(formatCompactUsd(1_000)).toBe('$1.0K');
    expect(formatCompactUsd(1_500)).toBe('$1.5K');
    expect(formatCompactUsd('250000.00')).toBe('$250.0K');
  });

  it('rounds half up on the exact amount, not on its binary approximation', () => {
    // 12,450 / 1,000 is 12.4499... as a float; the amount is exactly half way and rounds up.
    expect(formatCompactUsd(12_450)).toBe('$12.5K');
    expect(formatCompactUsd(1_050_000)).toBe('$1.1M');
    expect(formatCompactUsd(12_449)).toBe('$12.4K');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatCompactUsd(999_950)).toBe('$1.0M');
    expect(formatCompactUsd(999_949)).toBe('$999.9K');
    expect(formatCompactUsd(999.6)).toBe('$1.0K');
  });

  it('shows whole dollars below one thousand', () => {
    expect(formatCompactUsd(999)).toBe('$999');
    expect(formatCompactUsd('12.40')).toBe('$12');
    expect(formatCompactUsd(0)).toBe('$0');
  });

  it('puts the minus sign before the currency sign', () => {
    expect(formatCompactUsd(-2_000_000)).toBe('-$2.0M');
    expect(formatCompactUsd(-1_500)).toBe('-$1.5K');
    expect(formatCompactUsd(-0.4)).toBe('$0');
  });
});

describe('formatUsd and formatInteger', () => {
  it('formats dollars whole or with cents, with thousands separators', () => {
    expect(formatUsd('2450000.00')).toBe('$2,450,000');
    expect(formatUsd('0.85', true)).toBe('$0.85');
    expect(formatUsd(1, true)).toBe('$1.00');
  });

  it('formats counts with separators', () => {
    expect(formatInteger(15_427)).toBe('15,427');
    expect(formatInteger('89432')).toBe('89,432');
  });
});

describe('roundTo', () => {
  it('rounds telemetry values: layout shift to 3 decimals, memory to 2', () => {
    expect(roundTo(0.123456, 3)).toBe(0.123);
    expect(roundTo(0.1237, 3)).toBe(0.124);
    expect(roundTo(45.678, 2)).toBe(45.68);
    expect(roundTo(1234.5, 0)).toBe(1235);
  });
});

describe('formatPercentChange', () => {
  it('signs the ticker change the same way on every screen', () => {
    expect(formatPercentChange('1.5')).toBe('+1.50%');
    expect(formatPercentChange('-1.08')).toBe('-1.08%');
    expect(formatPercentChange('0.00')).toBe('0.00%');
    expect(formatPercentChange('-0.001')).toBe('0.00%');
    expect(formatPercentChange(null)).toBe('—');
    expect(formatPercentChange('abc')).toBe('—');
  });
});
