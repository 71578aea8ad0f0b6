import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-25T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('timeAgo (minutes under 60, hours under 24, then days)', () => {
  it('reads Just now under a minute and for future times', () => {
    expect(timeAgo(before(59_000), now)).toBe('Just now');
    expect(timeAgo(before(-5_000), now)).toBe('Just now');
  });
  it('counts minutes up to 59', () => {
    expect(timeAgo(before(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
  });
  it('counts hours from 60 minutes up to 23', () => {
    expect(timeAgo(before(60 * 60_000), now)).toBe('1 hour ago');
    expect(timeAgo(before(24 * 3_600_000 - 1), now)).toBe('23 hours ago');
  });
  it('counts days from 24 hours', () => {
    expect(timeAgo(before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(timeAgo(before(10 * 24 * 3_600_000), now).toString()).toBe('10 days ago');
  });
  it('accepts ISO strings', () => {
    expect(timeAgo('2026-11-25T11:55:00Z', now)).toBe('5 minutes ago');
  });
});
