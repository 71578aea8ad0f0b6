import { describe, expect, it } from 'vitest';
import {
  deriveRecommendations,
  formatMetricValue,
  histogramQuantile,
  metricStatus,
  MIN_TREND_SAMPLES,
  metricTrend,
  performanceGrade,
  progressPercent,
} from './performance-rules';

describe('metricStatus', () => {
  it.each([
    [80, 'optimal'],
    [81, 'good'],
    [100, 'good'],
    [150, 'warning'],
    [151, 'critical'],
  ] as const)('%d of target 100 is %s', (value, status) => expect(metricStatus(value, 100)).toBe(status));
});

describe('metricTrend', () => {
  const enough = { current: MIN_TREND_SAMPLES, previous: MIN_TREND_SAMPLES };
  it('is null without a previous value, stable within 5%, improving when lower', () => {
    expect(metricTrend(100, null, enough)).toBeNull();
    expect(metricTrend(104, 100, enough)).toBe('stable');
    expect(metricTrend(90, 100, enough)).toBe('improving');
    expect(metricTrend(110, 100, enough)).toBe('declining');
    expect(metricTrend(0, 0, enough)).toBe('stable');
    expect(metricTrend(1, 0, enough)).toBe('declining');
  });
  it('draws no trend from fewer samples than the minimum on either side', () => {
    expect(metricTrend(7, 6, { current: 3, previous: 3 })).toBeNull();
    expect(metricTrend(7, 6, { current: MIN_TREND_SAMPLES, previous: MIN_TREND_SAMPLES - 1 })).toBeNull();
    expect(metricTrend(7, 6, { current: MIN_TREND_SAMPLES - 1, previous: 500 })).toBeNull();
  });
});

describe('progressPercent and formatting', () => {
  it('caps the bar at 100% of the target', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(500, 200)).toBe(100);
  });
  it('shows 0 decimals for ms, 1 otherwise, 3 for CLS', () => {
    expect(formatMetricValue(1234.6, 'ms')).toBe('1235');
    expect(formatMetricValue(12.34, '%')).toBe('12.3');
    expect(formatMetricValue(0.0456, '')).toBe('0.046');
  });
});

describe('histogramQuantile', () => {
  const buckets = [
    { le: 0.01, count: 50 },
    { le: 0.1, count: 90 },
    { le: 1, count: 100 },
    { le: Infinity, count: 100 },
  ];
  it('interpolates inside the bucket holding the rank (like PromQL)', () => {
    // p50: rank 50 is the top of the first bucket
    expect(histogramQuantile(buckets, 0.5)).toBeCloseTo(0.01);
    // p95: rank 95, 5 of the 10 in (0.1, 1] -> 0.1 + 0.9 * 0.5
    expect(histogramQuantile(buckets, 0.95)).toBeCloseTo(0.55);
    // p25: rank 25 is half of the first bucket (0, 0.01]
    expect(histogramQuantile(buckets, 0.25)).toBeCloseTo(0.005);
  });
  it('is null when empty and the largest finite bound in +Inf', () => {
    expect(histogramQuantile([{ le: 1, count: 0 }], 0.5)).toBeNull();
    expect(
      histogramQuantile(
        [
          { le: 1, count: 1 },
          { le: Infinity, count: 10 },
        ],
        0.9,
      ),
    ).toBe(1);
  });
});

describe('performanceGrade', () => {
  it('grades from the statuses', () => {
    expect(performanceGrade(['optimal', 'optimal'])).toBe('A+');
    expect(performanceGrade(['optimal', 'good'])).toBe('A');
    expect(performanceGrade(['warning', 'good'])).toBe('B');
    expect(performanceGrade(['critical', 'good'])).toBe('C');
    expect(performanceGrade(['critical', 'critical'])).toBe('D');
    expect(performanceGrade([])).toBe('–');
  });
});

describe('deriveRecommendations', () => {
  it('raises one per measurement over its target and none when all are within', () => {
    const clean = deriveRecommendations({
      routes: [{ route: '/', samples: 10, lcpP75: 2400, fcpP75: 1000, clsP75: 0.05 }],
      apiRoutes: [{ route: '/api/v1/x', p95Ms: 100, count: 3 }],
      databaseQueryMs: 3,
      memoryMb: 200,
      cpuPercent: 10,
    });
    expect(clean).toEqual([]);
    const recs = deriveRecommendations({
      routes: [{ route: '/trading', samples: 4, lcpP75: 4100, fcpP75: 2000, clsP75: 0.2 }],
      apiRoutes: [
        { route: '/api/v1/a', p95Ms: 600, count: 3 },
        { route: '/api/v1/b', p95Ms: 1200, count: 3 },
      ],
      databaseQueryMs: 80,
      memoryMb: 2048,
      cpuPercent: 95,
    });
    expect(recs.map((r) => r.key)).toEqual([
      'lcp:/trading',
      'fcp:/trading',
      'cls:/trading',
      'api:/api/v1/b',
      'api:/api/v1/a',
      'database:probe',
      'infrastructure:memory',
      'infrastructure:cpu',
    ]);
    expect(recs[0]).toMatchObject({ impact: 'high', evidence: 'LCP p75 4100 ms over 4 page loads (target 2500 ms)' });
  });
});
