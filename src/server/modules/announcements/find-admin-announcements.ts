import type { AdminAnnouncementListResponse } from '../../../contracts/announcements';
import type { AnnouncementsContext } from './announcements-context';
import { toAdminAnnouncement } from './announcement-mapper';
import { findAllAnnouncements } from './announcements-repository';

/** Content Management → Announcements: every announcement with its state now (scheduled, active, ended). */
export async function findAdminAnnouncements(ctx: AnnouncementsContext): Promise<AdminAnnouncementListResponse> {
  const now = ctx.clock.now();
  return { items: (await findAllAnnouncements(ctx.db)).map((row) => toAdminAnnouncement(row, now)) };
}
