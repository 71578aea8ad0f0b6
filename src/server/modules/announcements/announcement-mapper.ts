import type { AdminAnnouncement, CurrentAnnouncement } from '../../../contracts/announcements';
import { announcementState } from '../../../domain/announcements';
import type { AdminAnnouncementRow, AnnouncementRow } from './announcements-repository';

export function toCurrentAnnouncement(row: AnnouncementRow): CurrentAnnouncement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity,
    endsAt: row.endsAt.toISOString(),
  };
}

export function toAdminAnnouncement(row: AdminAnnouncementRow, now: Date): AdminAnnouncement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity,
    audience: row.audience,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: announcementState(row, now),
    createdBy: row.createdByName,
    dismissals: row.dismissals,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps before and after a change. */
export function announcementAuditSnapshot(row: AnnouncementRow) {
  return {
    title: row.title,
    message: row.message,
    severity: row.severity,
    audience: row.audience,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}
