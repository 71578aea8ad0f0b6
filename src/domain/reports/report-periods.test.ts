import { describe, expect, it } from 'vitest';
import { buildReportWindow } from './report-periods';

const now = new Date('2026-03-15T10:30:00Z');

describe('buildReportWindow', () => {
  it('cuts 7d and 30d into UTC days ending with today (partial)', () => {
    const w = buildReportWindow('7d', now);
    expect(w.buckets).toHaveLength(7);
    expect(w.from.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(w.buckets.at(-1)).toMatchObject({ start: new Date('2026-03-15T00:00:00Z'), end: now, label: 'Mar 15' });
    expect(w.buckets[0]!.end).toEqual(w.buckets[1]!.start);
    expect(w.days).toBe(7);
    expect(buildReportWindow('30d', now).buckets).toHaveLength(30);
  });

  it('cuts 90d into 13 weeks (the first clipped to 90 days) and 1y into 12 calendar months', () => {
    const q = buildReportWindow('90d', now);
    expect(q.buckets).toHaveLength(13);
    // "Last 90 days" has the catalogue's one meaning: 90 UTC days, today included, so the first week has 6.
    expect(q.from.toISOString()).toBe('2025-12-16T00:00:00.000Z');
    expect(q.days).toBe(90);
    expect(q.buckets[0]!.end.getTime() - q.buckets[0]!.start.getTime()).toBe(6 * 86_400_000);
    expect(q.buckets[2]!.start.getTime() - q.buckets[1]!.start.getTime()).toBe(7 * 86_400_000);
    const y = buildReportWindow('1y', now);
    expect(y.buckets.map((b) => b.label)).toEqual([
      'Apr 2025',
      'May 2025',
      'Jun 2025',
      'Jul 2025',
      'Aug 2025',
      'Sep 2025',
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
    ]);
    expect(y.from.toISOString()).toBe('2025-04-01T00:00:00.000Z');
    expect(y.buckets.at(-1)!.end).toEqual(now);
  });

  it('puts the previous window of the same length right before', () => {
    const w = buildReportWindow('7d', now);
    expect(w.to.getTime() - w.from.getTime()).toBe(w.from.getTime() - w.previousFrom.getTime());
  });
});
