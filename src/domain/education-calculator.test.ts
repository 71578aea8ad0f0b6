import { describe, expect, it } from 'vitest';
import { EDUCATION_CALCULATOR, projectEducationInvestment } from './education-calculator';

describe('projectEducationInvestment (11% a year compounded)', () => {
  it('projects the default 10,000 over 5 years', () => {
    // 10,000 x 1.11^5 = 16,850.58
    expect(projectEducationInvestment(10_000, 5)).toEqual({ futureValue: 16_850.58, gain: 6_850.58, gainPct: 68.51 });
  });

  it('compounds once per year', () => {
    expect(projectEducationInvestment(1_000, 1).futureValue).toBe(1_110);
    expect(projectEducationInvestment(1_000, 2).futureValue).toBe(1_232.1);
    expect(projectEducationInvestment(100_000, 10).futureValue).toBe(283_942.1);
  });

  it('keeps the spec bounds', () => {
    expect(EDUCATION_CALCULATOR.amount).toEqual({ min: 1_000, max: 100_000, step: 1_000, default: 10_000 });
    expect(EDUCATION_CALCULATOR.years).toMatchObject({ min: 1, max: 10, default: 5 });
  });
});
