import { describe, expect, it } from 'vitest';
import { announcementState, audiencesOf, isInAudience } from './announcements';

describe('announcement audience', () => {
  it('shows "all" to everyone, visitors included', () => {
    expect(isInAudience('all', null)).toBe(true);
    expect(isInAudience('all', 'user')).toBe(true);
  });
  it('shows "investors" to investors and admins only', () => {
    expect(audiencesOf(null)).toEqual(['all']);
    expect(audiencesOf('user')).toEqual(['all']);
    expect(audiencesOf('investor')).toEqual(['all', 'investors']);
    expect(audiencesOf('admin')).toEqual(['all', 'investors', 'admins']);
  });
});

describe('announcementState', () => {
  const window = { startsAt: new Date('2026-01-01T10:00:00Z'), endsAt: new Date('2026-01-01T12:00:00Z') };
  it('is scheduled before the start, active from the start, ended at the end', () => {
    expect(announcementState(window, new Date('2026-01-01T09:59:59Z'))).toBe('scheduled');
    expect(announcementState(window, new Date('2026-01-01T10:00:00Z'))).toBe('active');
    expect(announcementState(window, new Date('2026-01-01T11:59:59Z'))).toBe('active');
    expect(announcementState(window, new Date('2026-01-01T12:00:00Z'))).toBe('ended');
  });
});
