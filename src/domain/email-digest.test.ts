import { describe, expect, it } from 'vitest';
import { DIGEST_PERIOD_MS, digestIsDue, digestPeriodMs } from './email-digest';

describe('digest periods', () => {
  it('holds only for a chosen daily, weekly or monthly frequency', () => {
    expect(digestPeriodMs({ frequency: 'daily', frequencyChosen: true })).toBe(86_400_000);
    expect(digestPeriodMs({ frequency: 'monthly', frequencyChosen: true })).toBe(30 * 86_400_000);
    expect(digestPeriodMs({ frequency: 'immediate', frequencyChosen: true })).toBeNull();
    // The spec default (weekly) nobody chose sends at once.
    expect(digestPeriodMs({ frequency: 'weekly', frequencyChosen: false })).toBeNull();
    expect(digestPeriodMs(null)).toBeNull();
  });

  it('is due once the oldest held item has waited the whole period', () => {
    const held = new Date('2026-01-01T00:00:00Z');
    const day = DIGEST_PERIOD_MS.daily;
    expect(digestIsDue(held, day, new Date(held.getTime() + day - 1))).toBe(false);
    expect(digestIsDue(held, day, new Date(held.getTime() + day))).toBe(true);
    expect(digestIsDue(held, null, held)).toBe(true);
  });
});
