import { describe, expect, it } from 'vitest';
import { recommendationsFor, recommendedAllocation } from './recommendations';

const base = { investmentGoals: [] as string[], riskTolerance: 'moderate' as const, investmentAmount: 'starter' };

describe('hub recommendation rules (investor spec section 9)', () => {
  it('gives nothing for a moderate starter without goals', () => {
    expect(recommendationsFor(base)).toEqual([]);
  });

  it('maps each goal, risk and tier to its category and priority', () => {
    const cases = [
      [{ ...base, investmentGoals: ['wealth-preservation'] }, 'allocation', 'high'],
      [{ ...base, investmentGoals: ['passive-income'] }, 'income', 'high'],
      [{ ...base, investmentGoals: ['luxury-access'] }, 'access', 'medium'],
      [{ ...base, riskTolerance: 'aggressive' as const }, 'growth', 'medium'],
      [{ ...base, investmentAmount: 'institutional' }, 'service', 'high'],
    ] as const;
    for (const [prefs, category, priority] of cases) {
      const recs = recommendationsFor(prefs);
      expect(recs).toHaveLength(1);
      expect(recs[0]).toMatchObject({ category, priority });
    }
  });

  it('combines every matching rule', () => {
    const recs = recommendationsFor({
      investmentGoals: ['wealth-preservation', 'passive-income', 'luxury-access'],
      riskTolerance: 'aggressive',
      investmentAmount: 'institutional',
    });
    expect(recs.map((r) => r.category)).toEqual(['allocation', 'income', 'access', 'growth', 'service']);
  });

  it('does not give growth advice to conservative or moderate profiles', () => {
    expect(recommendationsFor({ ...base, riskTolerance: 'conservative' })).toEqual([]);
  });

  it('recommends 70/30, 50/50 and 30/70 stock/token splits', () => {
    expect(recommendedAllocation('conservative')).toEqual({ stock: 70, token: 30 });
    expect(recommendedAllocation('moderate')).toEqual({ stock: 50, token: 50 });
    expect(recommendedAllocation('aggressive')).toEqual({ stock: 30, token: 70 });
  });

  it('puts the split into the allocation advice', () => {
    const [rec] = recommendationsFor({
      ...base,
      riskTolerance: 'conservative',
      investmentGoals: ['wealth-preservation'],
    });
    expect(rec?.description).toContain('70% in VINO stock and 30% in VINO tokens');
  });
});
