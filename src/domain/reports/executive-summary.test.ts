import { describe, expect, it } from 'vitest';
import { writeExecutiveSummary, type SummaryFigures } from './executive-summary';

const figures: SummaryFigures = {
  type: 'overview',
  periodPhrase: 'the last 30 days',
  newUsers: 12,
  totalUsers: 112,
  userGrowth: '12.0',
  userGrowthTarget: '15.0',
  revenue: '24500.00',
  previousRevenue: '20000.00',
  revenueChange: '22.5',
  topSource: { label: 'Token sales', percentage: '81.6' },
  activeUsers: 40,
  conversionRate: '25.0',
  churnRate: '5.8',
  churned: 3,
  previouslyActive: 52,
  averageInvestment: '5000.00',
  buyers: 4,
  largestSegment: { segment: 'Standard Users', count: 90 },
  topValueSegment: { segment: 'Accredited Investors', value: '15000.00' },
};

describe('writeExecutiveSummary', () => {
  it('fills every sentence with the figures, users first for the overview', () => {
    expect(writeExecutiveSummary(figures)).toEqual([
      'In the last 30 days, 12 people signed up, taking the user base to 112 (+12.0% growth against a target of +15.0%).',
      "Revenue was $24,500.00, +22.5% on the previous period's $20,000.00 (target +22%); token sales made up 81.6% of it.",
      "40 people were active, and 25.0% of the period's sign-ups made a token purchase (target 15%).",
      'Churn was 5.8% (target under 8%): 3 of the 52 people active in the previous period did not come back.',
      '4 people bought tokens, investing $5,000.00 on average.',
      'The largest segment is Standard Users with 90 users; Accredited Investors brought the most revenue ($15,000.00).',
    ]);
  });

  it('leads with revenue for the financial report and says when a figure cannot be computed', () => {
    const text = writeExecutiveSummary({
      ...figures,
      type: 'financial',
      revenue: '0.00',
      previousRevenue: '0.00',
      revenueChange: null,
      topSource: null,
      newUsers: 0,
      conversionRate: null,
      churnRate: null,
      buyers: 0,
      userGrowth: '0.0',
    });
    expect(text[0]).toBe('No revenue was recorded in the last 30 days.');
    expect(text).toContain('Nobody bought tokens in the period.');
    expect(text).toContain('40 people were active; nobody signed up, so there is no conversion to report.');
    expect(text).toContain('Nobody was active in the previous period, so churn cannot be computed.');
  });
});
