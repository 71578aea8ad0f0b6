import { describe, expect, it } from 'vitest';
import {
  addQuarters,
  buildQuarterlyProjection,
  formatTimeToTarget,
  projectPurchase,
  quarterOf,
} from './growth-projection';

describe('buildQuarterlyProjection (spec section 3)', () => {
  const rows = buildQuarterlyProjection();

  it('ten quarters Q1 2024 to Q2 2026', () => {
    expect(rows.map((r) => r.quarter)).toEqual([
      'Q1 2024',
      'Q2 2024',
      'Q3 2024',
      'Q4 2024',
      'Q1 2025',
      'Q2 2025',
      'Q3 2025',
      'Q4 2025',
      'Q1 2026',
      'Q2 2026',
    ]);
    expect(rows[9]?.year).toBe(2026);
  });

  it('price 1.00 rising to 2.89, ROI 0 to 189, both rising every quarter', () => {
    expect(rows[0]).toMatchObject({ price: '1.00', projectedROI: 0 });
    expect(rows[9]).toMatchObject({ price: '2.89', projectedROI: 189 });
    for (let i = 1; i < rows.length; i++) {
      expect(Number(rows[i]!.price)).toBeGreaterThan(Number(rows[i - 1]!.price));
      expect(rows[i]!.projectedROI).toBeGreaterThan(rows[i - 1]!.projectedROI);
    }
  });

  it('circulation and the backed wine portfolio', () => {
    expect(rows[0]).toMatchObject({ tokensInCirculation: '50000000', winePortfolioValue: '51200000.00' });
    expect(rows[9]).toMatchObject({ tokensInCirculation: '72500000', winePortfolioValue: '214553600.00' });
  });

  it('can be anchored at another quarter', () => {
    const anchored = buildQuarterlyProjection({ quarter: 4, year: 2026 });
    expect(anchored[0]?.quarter).toBe('Q4 2026');
    expect(anchored[9]?.quarter).toBe('Q1 2029');
    expect(anchored[9]?.price).toBe('2.89');
  });
});

describe('quarters', () => {
  it('adds across years and reads a date', () => {
    expect(addQuarters({ quarter: 3, year: 2024 }, 2)).toEqual({ quarter: 1, year: 2025 });
    expect(quarterOf(new Date('2026-11-22T00:00:00Z'))).toEqual({ quarter: 4, year: 2026 });
    expect(quarterOf(new Date('2026-01-01T00:00:00Z'))).toEqual({ quarter: 1, year: 2026 });
  });
});

describe('projectPurchase: the projection result fields', () => {
  const projection = buildQuarterlyProjection();

  it('1,000 USD that bought 956 VINO, held to Q2 2026', () => {
    expect(
      projectPurchase({ projection, index: 9, investmentAmount: '1000', currentTokens: '956.000000000000000000' }),
    ).toEqual({
      selectedQuarter: 'Q2 2026',
      investmentAmount: '1000.00',
      currentTokens: '956.000000000000000000',
      futureValue: '2762.84',
      totalReturn: '1762.84',
      percentageGain: '176.28',
      timeToTarget: 27,
    });
  });

  it('the first quarter shows the fees as a loss', () => {
    expect(projectPurchase({ projection, index: 0, investmentAmount: '1000', currentTokens: '956' })).toMatchObject({
      futureValue: '956.00',
      totalReturn: '-44.00',
      percentageGain: '-4.40',
      timeToTarget: 0,
    });
  });

  it('rounds the future value half up to the cent', () => {
    // 1124.705882352941176470 x 1.13 = 1270.9176...
    expect(
      projectPurchase({ projection, index: 1, investmentAmount: '1000', currentTokens: '1124.705882352941176470' })
        .futureValue,
    ).toBe('1270.92');
  });

  it('refuses a quarter outside the ten', () => {
    expect(() => projectPurchase({ projection, index: 10, investmentAmount: '1000', currentTokens: '1' })).toThrow();
  });
});

describe('formatTimeToTarget', () => {
  it('reads months as years and months', () => {
    expect([0, 3, 12, 15, 27].map(formatTimeToTarget)).toEqual([
      'Now',
      '3 months',
      '1 year',
      '1 year 3 months',
      '2 years 3 months',
    ]);
  });
});
