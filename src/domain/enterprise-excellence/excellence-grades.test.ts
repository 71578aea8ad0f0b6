import { describe, expect, it } from 'vitest';
import { gradeAtLeast, gradeAtMost, gradeCount, gradeGrowth, gradeNodeVersion } from './excellence-grades';

describe('Platform Excellence grades', () => {
  it('grades a 33/100 security score as needing attention, not optimal', () => {
    expect(gradeAtLeast(33, 90, 70).status).toBe('needs_attention');
    expect(gradeAtLeast(83, 90, 70).status).toBe('optimal');
    expect(gradeAtLeast(100, 90, 70).status).toBe('excellent');
  });
  it('never calls a count excellent just for being above zero', () => {
    expect(gradeCount(5000).status).toBe('optimal');
    expect(gradeCount(0).status).toBe('needs_attention');
    expect(gradeGrowth(10, 10).status).toBe('optimal');
    expect(gradeGrowth(11, 10).status).toBe('excellent');
    expect(gradeGrowth(0, 4).status).toBe('needs_attention');
  });
  it('grades lower-is-better figures, with no measurement needing attention', () => {
    expect(gradeAtMost(2400, 2500, 4000).status).toBe('excellent');
    expect(gradeAtMost(3000, 2500, 4000).status).toBe('optimal');
    expect(gradeAtMost(4001, 2500, 4000).status).toBe('needs_attention');
    expect(gradeAtMost(null, 2500, 4000)).toMatchObject({ status: 'needs_attention' });
  });
  it('grades the Node.js version by its line’s end of life', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(gradeNodeVersion('v20.20.2', now)).toMatchObject({ status: 'needs_attention', endOfLife: '2026-04-30' });
    expect(gradeNodeVersion('22.3.0', now).status).toBe('optimal');
    expect(gradeNodeVersion('24.1.0', now).status).toBe('excellent');
    expect(gradeNodeVersion('25.0.0', now).status).toBe('optimal');
    expect(gradeNodeVersion('19.9.0', now).status).toBe('needs_attention');
  });
});
