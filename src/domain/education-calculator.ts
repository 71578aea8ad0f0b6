/**
 * The RWA education calculator (investor spec sections 5 and 9): amount 1,000 to 100,000 in steps
 * of 1,000 (default 10,000), horizon 1 to 10 years (default 5), growth 11% a year compounded.
 * A projection shown to the reader, not money that moves, so plain numbers are fine here.
 */
export const EDUCATION_CALCULATOR = {
  amount: { min: 1_000, max: 100_000, step: 1_000, default: 10_000 },
  years: { min: 1, max: 10, step: 1, default: 5 },
  annualGrowthPct: 11,
} as const;

export interface EducationProjection {
  futureValue: number;
  gain: number;
  gainPct: number;
}

/** futureValue = amount x (1 + 11%)^years, rounded to cents. */
export function projectEducationInvestment(amount: number, years: number): EducationProjection {
  const factor = (1 + EDUCATION_CALCULATOR.annualGrowthPct / 100) ** years;
  const futureValue = Math.round(amount * factor * 100) / 100;
  const gain = Math.round((futureValue - amount) * 100) / 100;
  return { futureValue, gain, gainPct: Math.round((factor - 1) * 10_000) / 100 };
}
