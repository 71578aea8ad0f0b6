import { describe, expect, it } from 'vitest';
import {
  biProgress,
  biStatus,
  churnBand,
  confidenceBand,
  ltvCacBand,
  scenarioProbabilityBand,
  trendConfidenceBand,
} from './bands';
import { acquisitionCost, cohortRetention, funnelConversion, lifetimeValue, ltvCac } from './customer-value';
import { recommendationsFor, type RuleInputs } from './recommendation-rules';
import { predictWineValue } from './wine-prediction';

const quiet: RuleInputs = {
  kyc: { pending: 9, oldestPendingDays: 3 },
  funnel: { labels: ['Visit', 'Sign-up', 'Verified'], current: [100, 50, 40], previous: [100, 50, 40] },
  holdings: { holders: 20, top10SharePercent: 49.9 },
  staking: { idleVino: 49, totalVino: 100 },
};

describe('recommendation rules', () => {
  it('stay silent just under every threshold', () => {
    expect(recommendationsFor(quiet)).toEqual([]);
  });
  it('fire at the thresholds, with the figures in the text', () => {
    const recs = recommendationsFor({
      kyc: { pending: 10, oldestPendingDays: 8 },
      funnel: { labels: ['Visit', 'Sign-up', 'Verified'], current: [100, 45, 40], previous: [100, 50, 40] },
      holdings: { holders: 10, top10SharePercent: 50 },
      staking: { idleVino: 50, totalVino: 100 },
    });
    expect(recs.map((r) => [r.id, r.category, r.impact])).toEqual([
      ['kyc-backlog', 'optimization', 'high'],
      ['funnel-drop-1', 'growth', 'medium'],
      ['holdings-concentration', 'risk', 'medium'],
      ['idle-staking-balance', 'opportunity', 'medium'],
    ]);
    expect(recs[0]!.description).toContain('10 KYC submissions');
    expect(recs[1]!.description).toContain('45.0%');
    expect(recs[1]!.description).toContain('50.0%');
  });
  it('needs a base of 20 at the step before a drop', () => {
    const small = { ...quiet, funnel: { labels: ['A', 'B'], current: [19, 1], previous: [19, 19] } };
    expect(recommendationsFor(small)).toEqual([]);
  });
  it('ignore concentration with fewer than 10 holders and staking with nothing held', () => {
    const recs = recommendationsFor({
      ...quiet,
      holdings: { holders: 9, top10SharePercent: 100 },
      staking: { idleVino: 0, totalVino: 0 },
    });
    expect(recs).toEqual([]);
  });
});

describe('customer value', () => {
  it('computes LTV, CAC and the ratio with its band', () => {
    expect(lifetimeValue(1000, 4)).toBe(250);
    expect(lifetimeValue(1000, 0)).toBeNull();
    expect(acquisitionCost(5000, 50)).toBe(100);
    expect(acquisitionCost(null, 50)).toBeNull();
    expect(acquisitionCost(5000, 0)).toBeNull();
    expect(ltvCac(250, 100)).toEqual({ ratio: 2.5, band: 'Good' });
    expect(ltvCac(250, null)).toBeNull();
  });
  it('bands LTV:CAC above 3 and above 2', () => {
    expect(ltvCacBand(3)).toBe('Good');
    expect(ltvCacBand(3.01)).toBe('Excellent');
    expect(ltvCacBand(2)).toBe('Needs Attention');
  });
  it('turns cohort counts into retention percentages', () => {
    const [row] = cohortRetention([{ cohort: '2026-01', size: 20, activeByOffset: [20, 17, 14, 13] }]);
    expect(row!.retention.map((c) => [c.percent, c.band])).toEqual([
      [100, 'green'],
      [85, 'green'],
      [70, 'yellow'],
      [65, 'red'],
    ]);
    expect(cohortRetention([{ cohort: '2026-02', size: 0, activeByOffset: [0] }])[0]!.retention).toEqual([]);
  });
  it('computes funnel steps', () => {
    expect(funnelConversion([200, 50, 0, 0])).toEqual([null, 25, 0, null]);
    // A step larger than the one before is not nested in it: no share over 100 %.
    expect(funnelConversion([19, 637, 300])).toEqual([null, null, (300 / 637) * 100]);
  });
});

describe('bands', () => {
  it('use the spec thresholds', () => {
    expect([confidenceBand(85), confidenceBand(84.9), confidenceBand(70), confidenceBand(69.9)]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
    expect([trendConfidenceBand(80), trendConfidenceBand(79)]).toEqual(['green', 'yellow']);
    expect([scenarioProbabilityBand(70), scenarioProbabilityBand(50), scenarioProbabilityBand(49)]).toEqual([
      'red',
      'yellow',
      'green',
    ]);
    expect([churnBand(4.9), churnBand(5)]).toEqual(['green', 'red']);
  });
  it('rate a KPI against its target', () => {
    expect(biStatus(100, 100)).toBe('on_track');
    expect(biStatus(80, 100)).toBe('at_risk');
    expect(biStatus(79, 100)).toBe('behind');
    expect(biStatus(10, 8, true)).toBe('at_risk');
    expect(biStatus(6, 8, true)).toBe('on_track');
    expect(biProgress(150, 100)).toBe(150);
  });
});

describe('wine prediction', () => {
  it('extends the appraisal line a year', () => {
    const p = predictWineValue(
      [
        { day: 0, value: 100 },
        { day: 365, value: 110 },
        { day: 730, value: 120 },
      ],
      120,
      365,
    )!;
    expect(p.predicted).toBeCloseTo(130, 8);
    expect(p.changePercent).toBeCloseTo(25 / 3, 8);
    expect(p.recommendation).toBe('buy');
    expect(p.confidence).toBeCloseTo(100, 8);
  });
  it('says hold within ±5 %, sell below, and declines a single day', () => {
    const flat = [
      { day: 0, value: 100 },
      { day: 10, value: 100 },
    ];
    expect(predictWineValue(flat, 100, 365)).toMatchObject({ recommendation: 'hold', confidence: null });
    const falling = [
      { day: 0, value: 120 },
      { day: 365, value: 100 },
    ];
    expect(predictWineValue(falling, 100, 365)!.recommendation).toBe('sell');
    expect(predictWineValue([{ day: 0, value: 1 }], 1, 365)).toBeNull();
  });
});
