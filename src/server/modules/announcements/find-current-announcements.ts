import type { CurrentAnnouncementsResponse } from '../../../contracts/announcements';
import { ANNOUNCEMENT_SEVERITIES, audiencesOf } from '../../../domain/announcements';
import type { Role } from '../../../domain/constants';
import type { AnnouncementsContext } from './announcements-context';
import { toCurrentAnnouncement } from './announcement-mapper';
import { findCurrentAnnouncements as selectCurrent } from './announcements-repository';

const severityRank = (severity: (typeof ANNOUNCEMENT_SEVERITIES)[number]) =>
  ANNOUNCEMENT_SEVERITIES.length - ANNOUNCEMENT_SEVERITIES.indexOf(severity);

/**
 * The announcements the caller should see now: in their window, for an audience the caller's role
 * belongs to (a visitor: "all" only), not dismissed by them; the most severe first, then the newest.
 */
export async function findCurrentAnnouncements(
  ctx: AnnouncementsContext,
  viewer: { userId: string; role: Role } | null,
): Promise<CurrentAnnouncementsResponse> {
  const rows = await selectCurrent(ctx.db, {
    now: ctx.clock.now(),
    audiences: audiencesOf(viewer?.role ?? null),
    userId: viewer?.userId ?? null,
  });
  const sorted = [...rows].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  return { items: sorted.map(toCurrentAnnouncement) };
}
