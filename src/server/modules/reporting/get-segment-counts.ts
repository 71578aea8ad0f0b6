import { count } from 'drizzle-orm';
import type { AudienceSegmentCounts } from '../../../contracts/email';
import { AUDIENCE_SEGMENTS } from '../../../domain/email-consent';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { segmentCondition } from './audience-segments';

/** Recipients per segment, counted by the database (one small query each; five segments). */
export async function getSegmentCounts(db: Executor, now: Date): Promise<AudienceSegmentCounts> {
  const entries = await Promise.all(
    AUDIENCE_SEGMENTS.map(async (segment) => {
      const [row] = await db.select({ n: count() }).from(userProfiles).where(segmentCondition(segment, now));
      return [segment, row?.n ?? 0] as const;
    }),
  );
  return { counts: Object.fromEntries(entries) as AudienceSegmentCounts['counts'] };
}
