import { describe, expect, it } from 'vitest';
import { funnelSteps } from './funnel';

const steps = (...counts: number[]) =>
  ['Visit', 'Sign-up', 'Verified', 'KYC approved']
    .slice(0, counts.length)
    .map((label, i) => ({ label, count: counts[i]! }));
const start = new Date('2026-10-28T00:00:00Z');

describe('funnel steps', () => {
  it('gives each step its share of the step before when visits cover the period', () => {
    expect(funnelSteps(steps(400, 100, 50, 0), new Date('2026-01-01T00:00:00Z'), start)).toEqual([
      { conversion: null, note: null },
      { conversion: 25, note: null },
      { conversion: 50, note: null },
      { conversion: 0, note: null },
    ]);
  });

  it('does not compare sign-ups with visits recorded only since a date inside the period', () => {
    // The demo seed: 19 page loads reported since 2026-11-20, 637 accounts created in the period.
    const [visit, signup, verified] = funnelSteps(steps(19, 637, 300), new Date('2026-11-20T09:30:00Z'), start);
    expect(visit).toEqual({ conversion: null, note: 'visits recorded since 2026-11-20' });
    expect(signup).toEqual({ conversion: null, note: 'Not a share of visits: visits recorded since 2026-11-20.' });
    expect(verified!.conversion).toBeCloseTo((300 / 637) * 100, 10);
    // Partial coverage alone is enough, even with more visits than sign-ups.
    expect(funnelSteps(steps(1000, 10), new Date('2026-11-20T00:00:00Z'), start)[1]!.conversion).toBeNull();
  });

  it('does not compare sign-ups with fewer visits than sign-ups, nor with no visits ever', () => {
    const [visit, signup] = funnelSteps(steps(5, 8), new Date('2026-01-01T00:00:00Z'), start);
    expect(visit!.note).toBe('fewer visits recorded than sign-ups');
    expect(signup).toEqual({ conversion: null, note: 'Not a share of visits: fewer visits recorded than sign-ups.' });
    expect(funnelSteps(steps(0, 3), null, start)[0]!.note).toBe('no visits recorded yet');
  });

  it('never gives a later step over 100 % of the one before', () => {
    const view = funnelSteps(steps(100, 10, 12), new Date('2026-01-01T00:00:00Z'), start);
    expect(view[1]).toEqual({ conversion: 10, note: null });
    expect(view[2]).toEqual({ conversion: null, note: 'More than at Sign-up, so not a share of it.' });
    expect(funnelSteps(steps(100, 0, 0), new Date('2026-01-01T00:00:00Z'), start)[2]).toEqual({
      conversion: null,
      note: null,
    });
  });
});
