import { ANNOUNCEMENT_MESSAGES } from '../../../contracts/announcements';
import { notFound } from '../../platform/http/app-error';
import type { AnnouncementsContext } from './announcements-context';
import { announcementExists, insertDismissal } from './announcements-repository';

/** A signed-in person dismisses an announcement: it is not shown to them again, on any device. */
export async function dismissAnnouncement(ctx: AnnouncementsContext, id: string, userId: string) {
  if (!(await announcementExists(ctx.db, id))) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
  await insertDismissal(ctx.db, id, userId);
  return { id, dismissed: true as const };
}
