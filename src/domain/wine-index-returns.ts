/**
 * Cumulative returns of investment-grade wine by holding period, computed from the wine index the
 * product stores (`wine_index_points`, 2000 = 100): the return over N years is the index in the
 * latest year against the index N years earlier. The index is kept at milestone years only, so a
 * year between two points is interpolated at the constant yearly rate that joins them (the same
 * compounding the figures are read with); a period reaching before the first point has no figure.
 */

export const PERFORMANCE_PERIODS = ['1Y', '3Y', '5Y', '10Y', '20Y'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export const PERFORMANCE_PERIOD_YEARS: Readonly<Record<PerformancePeriod, number>> = {
  '1Y': 1,
  '3Y': 3,
  '5Y': 5,
  '10Y': 10,
  '20Y': 20,
};

export interface IndexPoint {
  year: number;
  index: number;
}

/** The index in `year`: stored, or interpolated geometrically between the points around it; null outside. */
export function indexValueAt(points: readonly IndexPoint[], year: number): number | null {
  const sorted = [...points].sort((a, b) => a.year - b.year);
  const exact = sorted.find((p) => p.year === year);
  if (exact) return exact.index;
  const after = sorted.findIndex((p) => p.year > year);
  if (after <= 0) return null;
  const lo = sorted[after - 1]!;
  const hi = sorted[after]!;
  if (lo.index <= 0) return null;
  return lo.index * (hi.index / lo.index) ** ((year - lo.year) / (hi.year - lo.year));
}

export interface PeriodReturns {
  /** The latest year of the index: the periods end there. */
  asOfYear: number;
  /** Cumulative percent return per period, one decimal; null when the index does not reach back far enough. */
  returnsPct: Record<PerformancePeriod, number | null>;
}

export function cumulativeReturns(points: readonly IndexPoint[]): PeriodReturns | null {
  if (points.length === 0) return null;
  const latest = points.reduce((a, b) => (b.year > a.year ? b : a));
  const returnsPct = {} as Record<PerformancePeriod, number | null>;
  for (const period of PERFORMANCE_PERIODS) {
    const start = indexValueAt(points, latest.year - PERFORMANCE_PERIOD_YEARS[period]);
    returnsPct[period] = start === null ? null : Math.round((latest.index / start - 1) * 1000) / 10;
  }
  return { asOfYear: latest.year, returnsPct };
}
