import type { z } from 'zod';
import type { AdminAnnouncement, AnnouncementInputSchema } from '../../../contracts/announcements';
import { writeAuditLog } from '../../platform/audit-log';
import { auditMeta, type AdminActor, type AnnouncementsContext } from './announcements-context';
import { announcementAuditSnapshot, toAdminAnnouncement } from './announcement-mapper';
import { findAnnouncementById, insertAnnouncement } from './announcements-repository';
import { checkAnnouncementWindow } from './check-announcement-window';

/** Create Announcement: shown to its audience from its start until its end; audited. */
export async function createAnnouncement(
  ctx: AnnouncementsContext,
  input: z.output<typeof AnnouncementInputSchema>,
  actor: AdminActor,
): Promise<AdminAnnouncement> {
  const now = ctx.clock.now();
  const window = checkAnnouncementWindow(input, now);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, {
      title: input.title,
      message: input.message,
      severity: input.severity,
      audience: input.audience,
      ...window,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      ...auditMeta(actor),
      action: 'announcement.created',
      entityType: 'announcement',
      entityId: row.id,
      data: { before: null, after: announcementAuditSnapshot(row) },
    });
    return row.id;
  });
  return toAdminAnnouncement((await findAnnouncementById(ctx.db, id))!, now);
}
