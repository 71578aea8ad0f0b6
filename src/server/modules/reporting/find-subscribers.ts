import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_SUBSCRIBERS_PAGE_SIZE,
  type AdminSubscriber,
  type AdminSubscribersFilterSchema,
  type AdminSubscribersPage,
  type AdminSubscribersQuerySchema,
} from '../../../contracts/email';
import { SUBSCRIBER_STATUSES } from '../../../domain/email-consent';
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/email';
import { userProfiles } from '../../db/schema/profiles';
import { segmentCondition } from './audience-segments';
import type { SubscriberRow } from '../email/email-module';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search (address or name, contains), status, and segment (the address belongs to a user of it). */
export function subscriberFilter(filter: z.output<typeof AdminSubscribersFilterSchema>, now: Date): SQL | undefined {
  const s = newsletterSubscribers;
  const q = filter.q?.toLowerCase();
  return and(
    q
      ? sql`(${s.email} like ${`%${escapeLike(q)}%`} or lower(coalesce(${s.name}, '')) like ${`%${escapeLike(q)}%`})`
      : undefined,
    filter.status ? eq(s.status, filter.status) : undefined,
    filter.segment
      ? sql`exists (select 1 from ${userProfiles} where lower(${userProfiles.email}) = ${s.email} and ${
          segmentCondition(filter.segment, now) ?? sql`true`
        })`
      : undefined,
  );
}

export const toAdminSubscriber = (r: SubscriberRow): AdminSubscriber => ({
  id: r.id,
  email: r.email,
  name: r.name,
  interests: r.interests,
  source: r.source,
  sourcePage: r.sourcePage,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
});

/** Subscriber Management list: newest first, a page at a time, with counts per status of the match. */
export async function findSubscribers(
  db: Executor,
  query: z.output<typeof AdminSubscribersQuerySchema>,
  now: Date,
): Promise<AdminSubscribersPage> {
  const s = newsletterSubscribers;
  const where = subscriberFilter({ q: query.q, segment: query.segment }, now);
  const whereWithStatus = and(where, query.status ? eq(s.status, query.status) : undefined);
  const [rows, byStatus] = await Promise.all([
    db
      .select()
      .from(s)
      .where(whereWithStatus)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(ADMIN_SUBSCRIBERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_SUBSCRIBERS_PAGE_SIZE),
    db.select({ status: s.status, n: count() }).from(s).where(where).groupBy(s.status),
  ]);
  const statusCounts = Object.fromEntries(
    SUBSCRIBER_STATUSES.map((st) => [st, 0]),
  ) as AdminSubscribersPage['statusCounts'];
  for (const row of byStatus) statusCounts[row.status] = row.n;
  return {
    items: rows.map(toAdminSubscriber),
    total: query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((a, b) => a + b, 0),
    page: query.page,
    pageSize: ADMIN_SUBSCRIBERS_PAGE_SIZE,
    statusCounts,
  };
}
