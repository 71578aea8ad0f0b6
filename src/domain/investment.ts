/**
 * The Dual Investment page's constants and its calculator (investor spec sections 2, 5 and 9).
 * The calculator is a projection for illustration: compound growth at a chosen annual return.
 */

/** Calculator sliders (investor spec section 5). */
export const CALCULATOR_INVESTMENT_USD = { min: 1_000, max: 1_000_000, step: 1_000, default: 10_000 } as const;
export const CALCULATOR_YEARS = { min: 1, max: 20, step: 1, default: 5 } as const;
export const CALCULATOR_RETURN_PCT = { min: 3, max: 15, step: 0.1, default: 8.7 } as const;

/** Quick scenarios (investor spec section 9). */
export const CALCULATOR_SCENARIOS = [
  { label: 'Conservative', returnPct: 6.5 },
  { label: 'Historical Average', returnPct: 8.7 },
  { label: 'Optimistic', returnPct: 12.2 },
] as const;

/** Annual returns the calculator compares against (investor spec section 9). */
export const COMPARISON_RETURNS_PCT = [
  { asset: 'Fine Wine', returnPct: 8.7 },
  { asset: 'S&P 500', returnPct: 6.4 },
  { asset: 'Real Estate', returnPct: 5.8 },
  { asset: 'Bonds', returnPct: 3.1 },
] as const;

/** Stock/token allocation presets; Balanced is the recommended one. */
export const ALLOCATION_PRESETS = [
  { id: 'conservative', label: 'Conservative', stockPct: 70, tokenPct: 30, isRecommended: false },
  { id: 'balanced', label: 'Balanced', stockPct: 50, tokenPct: 50, isRecommended: true },
  { id: 'aggressive', label: 'Aggressive', stockPct: 30, tokenPct: 70, isRecommended: false },
] as const;

/** Appreciation timeline: the index starts at 100 in 2000; 2020 is selected first. */
export const WINE_INDEX_BASELINE = 100;
export const TIMELINE_DEFAULT_YEAR = 2020;
/** Timeline bars are scaled to 300: an index of 300 fills the track (investor spec section 2). */
export const TIMELINE_BAR_FULL_SCALE_INDEX = 300;

/** principal x (1 + rate)^years, in dollars (a projection, so a float is fine here). */
export function compoundValue(principal: number, annualReturnPct: number, years: number): number {
  return principal * Math.pow(1 + annualReturnPct / 100, years);
}

export interface CalculatorResult {
  finalValue: number;
  totalReturn: number;
  totalReturnPct: number;
}

/** Result cards of the calculator, rounded to whole dollars and one decimal of a percent. */
export function projectInvestment(principal: number, annualReturnPct: number, years: number): CalculatorResult {
  const finalValue = Math.round(compoundValue(principal, annualReturnPct, years));
  const totalReturn = finalValue - principal;
  return { finalValue, totalReturn, totalReturnPct: Math.round((totalReturn / principal) * 1000) / 10 };
}

/** Bar width of a timeline year in percent of the track (index 287 -> 95.7%). */
export function timelineBarWidthPct(index: number): number {
  return Math.max(0, Math.min(100, (index / TIMELINE_BAR_FULL_SCALE_INDEX) * 100));
}
