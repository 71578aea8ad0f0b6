/**
 * Platform announcements (Content Management → Announcements): who sees one and when.
 * An announcement is shown to its audience while start <= now < end.
 */
import { hasRequiredRole } from './access';
import type { Role } from './constants';

export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

export const ANNOUNCEMENT_AUDIENCES = ['all', 'investors', 'admins'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export type AnnouncementState = 'scheduled' | 'active' | 'ended';

/**
 * all: everyone, visitors included; investors: the investor role and admins (the core access rule,
 * so an admin sees what investors are told); admins: admins only. `role` is null for a visitor.
 */
export function isInAudience(audience: AnnouncementAudience, role: Role | null): boolean {
  if (audience === 'all') return true;
  if (!role) return false;
  return hasRequiredRole(role, audience === 'admins' ? 'admin' : 'investor');
}

/** The audiences a role belongs to (the server filters announcements by this list). */
export function audiencesOf(role: Role | null): AnnouncementAudience[] {
  return ANNOUNCEMENT_AUDIENCES.filter((audience) => isInAudience(audience, role));
}

export function announcementState(window: { startsAt: Date; endsAt: Date }, now: Date): AnnouncementState {
  if (now.getTime() < window.startsAt.getTime()) return 'scheduled';
  return now.getTime() < window.endsAt.getTime() ? 'active' : 'ended';
}
