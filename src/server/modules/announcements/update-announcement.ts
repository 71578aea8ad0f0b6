import type { z } from 'zod';
import {
  ANNOUNCEMENT_MESSAGES,
  type AdminAnnouncement,
  type AnnouncementInputSchema,
} from '../../../contracts/announcements';
import { announcementState } from '../../../domain/announcements';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { auditMeta, type AdminActor, type AnnouncementsContext } from './announcements-context';
import { announcementAuditSnapshot, toAdminAnnouncement } from './announcement-mapper';
import { findAnnouncementById, findAnnouncementByIdForUpdate, updateAnnouncement } from './announcements-repository';
import { checkAnnouncementWindow } from './check-announcement-window';

/** Edit an announcement that has not ended (an ended one is history: 409); audited before/after. */
export async function updateAnnouncementById(
  ctx: AnnouncementsContext,
  id: string,
  input: z.output<typeof AnnouncementInputSchema>,
  actor: AdminActor,
): Promise<AdminAnnouncement> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await findAnnouncementByIdForUpdate(tx, id);
    if (!before) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    if (announcementState(before, now) === 'ended')
      throw new AppError(409, 'ANNOUNCEMENT_ENDED', ANNOUNCEMENT_MESSAGES.alreadyEnded);
    const after = await updateAnnouncement(tx, id, {
      title: input.title,
      message: input.message,
      severity: input.severity,
      audience: input.audience,
      ...checkAnnouncementWindow(input, now),
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      ...auditMeta(actor),
      action: 'announcement.updated',
      entityType: 'announcement',
      entityId: id,
      data: { before: announcementAuditSnapshot(before), after: announcementAuditSnapshot(after) },
    });
  });
  return toAdminAnnouncement((await findAnnouncementById(ctx.db, id))!, now);
}
