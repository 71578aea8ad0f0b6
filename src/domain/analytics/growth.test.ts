import { describe, expect, it } from 'vitest';
import { GROWTH_MIN_BASE, growth, growthRuleText, growthText } from './growth';

describe('growth with a minimum base', () => {
  it('computes the percentage at and above the base', () => {
    expect(growth(120, 100, 'count')).toEqual({ percent: 20, label: null, reason: null });
    expect(growth(5, 10, 'count').percent).toBeCloseTo(-50, 10);
    expect(growth(150, 100, 'usd').percent).toBeCloseTo(50, 10);
    expect(growth(0, 100, 'vino').percent).toBe(-100);
  });

  it('says "new" when the previous period had nothing and "n/a" when neither had', () => {
    expect(growth(8935, 0, 'count')).toEqual({ percent: null, label: 'new', reason: 'nothing in the previous period' });
    expect(growth(0, 0, 'usd')).toEqual({ percent: null, label: 'n/a', reason: 'nothing in either period' });
  });

  it('says "n/a" under the minimum base instead of a huge percentage', () => {
    // The seed's Active Users: 1 person the period before, 8,936 now, would read +893500.0 %.
    const g = growth(8936, 1, 'count');
    expect(g).toEqual({ percent: null, label: 'n/a', reason: 'previous period under the minimum base of 10' });
    expect(growth(5000, 99.99, 'usd')).toMatchObject({
      label: 'n/a',
      reason: 'previous period under the minimum base of $100',
    });
    expect(growth(5000, 99, 'vino').reason).toBe('previous period under the minimum base of 100 VINO');
    expect(growth(11, GROWTH_MIN_BASE.count - 1, 'count').label).toBe('n/a');
  });

  it('writes the figure and the rule', () => {
    expect(growthText(growth(112.5, 100, 'count'))).toBe('+12.5%');
    expect(growthText(growth(80, 100, 'count'))).toBe('-20.0%');
    expect(growthText(growth(3, 0, 'count'))).toBe('new');
    expect(growthText(growth(3, 2, 'count'))).toBe('n/a');
    expect(growthRuleText('usd')).toContain('reached $100');
  });
});
