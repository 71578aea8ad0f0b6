import { and, count, desc, eq, gt, inArray, lte, notExists, asc } from 'drizzle-orm';
import type { AnnouncementAudience } from '../../../domain/announcements';
import type { Executor } from '../../db/client';
import { announcementDismissals, announcements } from '../../db/schema/announcements';
import { user } from '../../db/schema/auth';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
export type AdminAnnouncementRow = AnnouncementRow & { createdByName: string | null; dismissals: number };

/** Shown now (start <= now < end) to one of `audiences`, minus what `userId` dismissed; the most severe first is up to the caller. */
export async function findCurrentAnnouncements(
  db: Executor,
  filter: { now: Date; audiences: AnnouncementAudience[]; userId: string | null },
): Promise<AnnouncementRow[]> {
  const conditions = [
    lte(announcements.startsAt, filter.now),
    gt(announcements.endsAt, filter.now),
    inArray(announcements.audience, filter.audiences),
  ];
  if (filter.userId)
    conditions.push(
      notExists(
        db
          .select({ one: announcementDismissals.announcementId })
          .from(announcementDismissals)
          .where(
            and(
              eq(announcementDismissals.announcementId, announcements.id),
              eq(announcementDismissals.userId, filter.userId),
            ),
          ),
      ),
    );
  return db
    .select()
    .from(announcements)
    .where(and(...conditions))
    .orderBy(desc(announcements.startsAt), asc(announcements.id));
}

/** Every announcement (or the one with `id`), newest first, with its author's name and how many people dismissed it. */
export async function findAllAnnouncements(db: Executor, id?: string): Promise<AdminAnnouncementRow[]> {
  const dismissals = db
    .select({ announcementId: announcementDismissals.announcementId, total: count().as('total') })
    .from(announcementDismissals)
    .groupBy(announcementDismissals.announcementId)
    .as('dismissals');
  const rows = await db
    .select({ announcement: announcements, createdByName: user.name, dismissals: dismissals.total })
    .from(announcements)
    .leftJoin(user, eq(user.id, announcements.createdBy))
    .leftJoin(dismissals, eq(dismissals.announcementId, announcements.id))
    .where(id ? eq(announcements.id, id) : undefined)
    .orderBy(desc(announcements.createdAt), asc(announcements.id));
  return rows.map((r) => ({
    ...r.announcement,
    createdByName: r.createdByName,
    dismissals: Number(r.dismissals ?? 0),
  }));
}

export async function findAnnouncementById(db: Executor, id: string): Promise<AdminAnnouncementRow | null> {
  return (await findAllAnnouncements(db, id))[0] ?? null;
}

export async function findAnnouncementByIdForUpdate(db: Executor, id: string): Promise<AnnouncementRow | null> {
  const rows = await db.select().from(announcements).where(eq(announcements.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function insertAnnouncement(db: Executor, values: NewAnnouncementRow): Promise<AnnouncementRow> {
  const rows = await db.insert(announcements).values(values).returning();
  return rows[0]!;
}

export async function updateAnnouncement(
  db: Executor,
  id: string,
  values: Partial<NewAnnouncementRow>,
): Promise<AnnouncementRow> {
  const rows = await db.update(announcements).set(values).where(eq(announcements.id, id)).returning();
  return rows[0]!;
}

/** Idempotent: dismissing twice keeps the first time. */
export async function insertDismissal(db: Executor, announcementId: string, userId: string): Promise<void> {
  await db.insert(announcementDismissals).values({ announcementId, userId }).onConflictDoNothing();
}

export async function announcementExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, id)).limit(1);
  return rows.length > 0;
}
