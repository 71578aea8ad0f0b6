/**
 * Platform Excellence's grades: each figure against a stated threshold, so a figure can be
 * "excellent", "optimal" (acceptable) or "needs attention". A plain count is never excellent by
 * being above zero: a count is at best optimal, and excellence needs a target met or growth.
 */
export const EXCELLENCE_STATUSES = ['excellent', 'optimal', 'needs_attention'] as const;
export type ExcellenceStatus = (typeof EXCELLENCE_STATUSES)[number];

export interface Grade {
  status: ExcellenceStatus;
  /** The rule, as the page shows it. */
  rule: string;
}

/** Higher is better: excellent from `excellent`, optimal from `optimal`, else needs attention. */
export function gradeAtLeast(value: number, excellent: number, optimal: number, unit = ''): Grade {
  const status = value >= excellent ? 'excellent' : value >= optimal ? 'optimal' : 'needs_attention';
  return { status, rule: `excellent from ${excellent}${unit}, optimal from ${optimal}${unit}` };
}

/** Lower is better: excellent up to `excellent`, optimal up to `optimal`; no measurement needs attention. */
export function gradeAtMost(value: number | null, excellent: number, optimal: number, unit = ''): Grade {
  const rule = `excellent up to ${excellent}${unit}, optimal up to ${optimal}${unit}`;
  if (value === null) return { status: 'needs_attention', rule: `${rule}; nothing measured` };
  return { status: value <= excellent ? 'excellent' : value <= optimal ? 'optimal' : 'needs_attention', rule };
}

/** A count of things that should exist: optimal when there are some, needs attention at none. */
export function gradeCount(count: number): Grade {
  return { status: count > 0 ? 'optimal' : 'needs_attention', rule: 'optimal when above zero, needs attention at zero' };
}

/** Activity over the last 30 days against the 30 before: excellent when it grew, optimal when some. */
export function gradeGrowth(current: number, previous: number): Grade {
  const status = current > previous && current > 0 ? 'excellent' : current > 0 ? 'optimal' : 'needs_attention';
  return {
    status,
    rule: 'excellent when the last 30 days beat the 30 before, optimal when there was some, needs attention at none',
  };
}

/**
 * End of life of Node.js's long-term-support lines (nodejs.org release schedule). A line with more
 * than six months of support left is excellent, one still supported optimal, one past its end of
 * life needs attention; an odd (non-LTS) line is optimal at best, one unknown here needs attention.
 */
export const NODE_LTS_END_OF_LIFE: Record<number, string> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
};
const SIX_MONTHS_MS = 182 * 86_400_000;

export function gradeNodeVersion(version: string, now: Date): Grade & { endOfLife: string | null } {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  const newestLts = Math.max(...Object.keys(NODE_LTS_END_OF_LIFE).map(Number));
  const eol = NODE_LTS_END_OF_LIFE[major] ?? null;
  const rule = 'excellent with over six months of LTS support left, optimal while supported';
  if (eol === null) {
    const newer = Number.isFinite(major) && major > newestLts;
    return { status: newer ? 'optimal' : 'needs_attention', rule: `${rule}; not an LTS line listed here`, endOfLife: null };
  }
  const left = new Date(`${eol}T00:00:00Z`).getTime() - now.getTime();
  const status = left > SIX_MONTHS_MS ? 'excellent' : left > 0 ? 'optimal' : 'needs_attention';
  return { status, rule, endOfLife: eol };
}
