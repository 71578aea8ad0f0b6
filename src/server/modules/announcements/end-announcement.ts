import { ANNOUNCEMENT_MESSAGES, type AdminAnnouncement } from '../../../contracts/announcements';
import { announcementState } from '../../../domain/announcements';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { auditMeta, type AdminActor, type AnnouncementsContext } from './announcements-context';
import { announcementAuditSnapshot, toAdminAnnouncement } from './announcement-mapper';
import { findAnnouncementById, findAnnouncementByIdForUpdate, updateAnnouncement } from './announcements-repository';

/**
 * End early: the end moves to now, so the app stops showing it at once. A scheduled one that never
 * started also gets its start moved to now (the window must stay non-empty). Ended: 409.
 */
export async function endAnnouncement(
  ctx: AnnouncementsContext,
  id: string,
  actor: AdminActor,
): Promise<AdminAnnouncement> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await findAnnouncementByIdForUpdate(tx, id);
    if (!before) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    const state = announcementState(before, now);
    if (state === 'ended') throw new AppError(409, 'ANNOUNCEMENT_ENDED', ANNOUNCEMENT_MESSAGES.alreadyEnded);
    const after = await updateAnnouncement(tx, id, {
      ...(state === 'scheduled' ? { startsAt: new Date(now.getTime() - 1) } : {}),
      endsAt: now,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      ...auditMeta(actor),
      action: 'announcement.ended',
      entityType: 'announcement',
      entityId: id,
      data: { before: announcementAuditSnapshot(before), after: announcementAuditSnapshot(after) },
    });
  });
  return toAdminAnnouncement((await findAnnouncementById(ctx.db, id))!, now);
}
