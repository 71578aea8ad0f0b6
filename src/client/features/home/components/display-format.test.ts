import { describe, expect, it } from 'vitest';
import { formatClockTime, formatPercent, formatSignedPercent } from './display-format';

describe('formatClockTime', () => {
  it('pads hours, minutes and seconds in local time', () => {
    const local = new Date(2026, 0, 2, 9, 5, 7);
    expect(formatClockTime(local.toISOString())).toBe('09:05:07');
  });

  it('returns null for an unreadable time', () => {
    expect(formatClockTime('not a date')).toBeNull();
  });
});

describe('percent formatting', () => {
  it('shows one decimal', () => {
    expect(formatPercent('102.4')).toBe('102.4%');
    expect(formatPercent(15, 0)).toBe('15%');
    expect(formatPercent('x')).toBe('—');
  });

  it('signs appreciation', () => {
    expect(formatSignedPercent('23.5')).toBe('+23.5%');
    expect(formatSignedPercent(-1.25)).toBe('-1.3%');
    expect(formatSignedPercent(0)).toBe('0.0%');
  });
});
