/**
 * Growth against the previous period, with a minimum base. A percentage over a near-empty base
 * ("+893500 %" when one person was active the period before) says nothing, so under the base the
 * figure is a label with its reason instead: "new" when the previous period had nothing and this one
 * has something, "n/a" when both are empty or the previous figure is under the unit's minimum base.
 */

export type GrowthUnit = 'count' | 'usd' | 'vino';

/** The smallest previous figure a growth percentage is computed on: 10 people or events, $100, 100 VINO. */
export const GROWTH_MIN_BASE: Record<GrowthUnit, number> = { count: 10, usd: 100, vino: 100 };

export type Growth =
  { percent: number; label: null; reason: null } | { percent: null; label: 'new' | 'n/a'; reason: string };

const BASE_TEXT: Record<GrowthUnit, (n: number) => string> = {
  count: (n) => String(n),
  usd: (n) => `$${n}`,
  vino: (n) => `${n} VINO`,
};

/** The rule in a sentence, for the figures' "how is this computed" lines. */
export function growthRuleText(unit: GrowthUnit): string {
  return `Growth is shown as a percentage only when the previous period reached ${BASE_TEXT[unit](GROWTH_MIN_BASE[unit])}; below that it reads “new” (nothing before) or “n/a” (too small a base).`;
}

export function growth(current: number, previous: number, unit: GrowthUnit): Growth {
  const base = GROWTH_MIN_BASE[unit];
  if (previous <= 0) {
    return current > 0
      ? { percent: null, label: 'new', reason: 'nothing in the previous period' }
      : { percent: null, label: 'n/a', reason: 'nothing in either period' };
  }
  if (previous < base) {
    return {
      percent: null,
      label: 'n/a',
      reason: `previous period under the minimum base of ${BASE_TEXT[unit](base)}`,
    };
  }
  return { percent: ((current - previous) / previous) * 100, label: null, reason: null };
}

/** A growth as short text: "+12.5%", or its label. */
export function growthText(g: Growth): string {
  if (g.percent === null) return g.label;
  return `${g.percent >= 0 ? '+' : ''}${g.percent.toFixed(1)}%`;
}
