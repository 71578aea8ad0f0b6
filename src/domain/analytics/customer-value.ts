/**
 * Customer value: LTV, CAC and their ratio, and cohort retention, from counts the database returns.
 * LTV here is historical: revenue a segment's people produced to date divided by their number.
 * CAC is the acquisition cost an admin sets (per month) divided by the customers acquired in it.
 */
import { ltvCacBand, retentionBand, type Band, type LtvCacBand } from './bands';

export function lifetimeValue(revenue: number, customers: number): number | null {
  return customers > 0 ? revenue / customers : null;
}

export function acquisitionCost(monthlySpend: number | null, newCustomersPerMonth: number): number | null {
  if (monthlySpend === null || newCustomersPerMonth <= 0) return null;
  return monthlySpend / newCustomersPerMonth;
}

export function ltvCac(ltv: number | null, cac: number | null): { ratio: number; band: LtvCacBand } | null {
  if (ltv === null || cac === null || cac <= 0) return null;
  const ratio = ltv / cac;
  return { ratio, band: ltvCacBand(ratio) };
}

export interface CohortCounts {
  /** Sign-up month, YYYY-MM. */
  cohort: string;
  size: number;
  /** People of the cohort active in month k after sign-up (k = 0 is the sign-up month). */
  activeByOffset: number[];
}

export interface CohortRow {
  cohort: string;
  size: number;
  /** Percent of the cohort active per month offset, with its band; null where the cohort is empty. */
  retention: { percent: number; band: Band }[];
}

export function cohortRetention(rows: readonly CohortCounts[]): CohortRow[] {
  return rows.map((r) => ({
    cohort: r.cohort,
    size: r.size,
    retention:
      r.size === 0
        ? []
        : r.activeByOffset.map((n) => {
            const percent = (n / r.size) * 100;
            return { percent, band: retentionBand(percent) };
          }),
  }));
}

/**
 * Step-to-step conversion of a funnel in percent: null where the step before is empty, and null
 * where a step counts more than the step before (it is then not a subset of it, so a share of it
 * would read over 100 %).
 */
export function funnelConversion(counts: readonly number[]): (number | null)[] {
  return counts.map((n, i) => {
    if (i === 0) return null;
    const before = counts[i - 1]!;
    return before > 0 && n <= before ? (n / before) * 100 : null;
  });
}
