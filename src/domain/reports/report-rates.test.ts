import { describe, expect, it } from 'vitest';
import {
  belowStatus,
  changeRate,
  churnRate,
  conversionRate,
  reachStatus,
  userGrowthRate,
  userGrowthTargetFor,
} from './report-rates';

describe('report rates', () => {
  it('conversion is converted sign-ups over sign-ups, null without sign-ups', () => {
    expect(conversionRate(1, 8)).toBe('12.5');
    expect(conversionRate(0, 3)).toBe('0.0');
    expect(conversionRate(0, 0)).toBeNull();
  });

  it('churn is the previously active who did not return over the previously active', () => {
    expect(churnRate(3, 52)).toBe('5.8');
    expect(churnRate(0, 0)).toBeNull();
  });

  it('user growth, revenue change and the prorated monthly target', () => {
    expect(userGrowthRate(15, 100)).toBe('15.0');
    expect(userGrowthRate(4, 0)).toBeNull();
    expect(changeRate(12_200n, 10_000n)).toBe('22.0');
    expect(changeRate(5_000n, 10_000n)).toBe('-50.0');
    expect(changeRate(5_000n, 0n)).toBeNull();
    expect(userGrowthTargetFor(30)).toBe('15.0');
    expect(userGrowthTargetFor(7)).toBe('3.5');
    expect(userGrowthTargetFor(365)).toBe('182.5');
  });

  it('compares against reach and stay-below targets', () => {
    expect(reachStatus('15.0', 15)).toBe('met');
    expect(reachStatus('12.4', 15)).toBe('missed');
    expect(reachStatus(null, 15)).toBe('unknown');
    expect(belowStatus('5.8', 8)).toBe('met');
    expect(belowStatus('8.0', 8)).toBe('missed');
  });
});
