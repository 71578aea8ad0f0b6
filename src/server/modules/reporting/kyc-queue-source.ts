import { asc, desc, eq, inArray, lt, and, sql } from 'drizzle-orm';
import { OPEN_KYC_STATUSES } from '../../../domain/kyc/kyc-documents';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { kycSubmissions } from '../../db/schema/kyc';
import { userProfiles } from '../../db/schema/profiles';

/** One KYC submission as the overview and the alert rules show it. */
export interface KycCase {
  id: string;
  userId: string;
  userName: string;
  submittedAt: Date;
}

/** Waiting for a decision: pending, or claimed by a reviewer but not decided yet. */
const isWaiting = inArray(kycSubmissions.status, [...OPEN_KYC_STATUSES]);

function selectCases(db: Executor) {
  return db
    .select({
      id: kycSubmissions.id,
      userId: kycSubmissions.userId,
      userName: sql<string>`coalesce(nullif(${userProfiles.fullName}, ''), nullif(${user.name}, ''), ${user.email})`,
      submittedAt: kycSubmissions.submittedAt,
    })
    .from(kycSubmissions)
    .innerJoin(user, eq(user.id, kycSubmissions.userId))
    .leftJoin(userProfiles, eq(userProfiles.id, kycSubmissions.userId));
}

/** Submissions waiting for a decision (the Pending KYC tile). */
export async function countWaitingKyc(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kycSubmissions)
    .where(isWaiting);
  return row?.n ?? 0;
}

/** Submissions waiting since before `cutoff`, oldest first (the 48 h rule). */
export async function findKycWaitingSince(db: Executor, cutoff: Date, limit: number): Promise<KycCase[]> {
  return selectCases(db)
    .where(and(isWaiting, lt(kycSubmissions.submittedAt, cutoff)))
    .orderBy(asc(kycSubmissions.submittedAt), asc(kycSubmissions.id))
    .limit(limit);
}

/** The latest submissions, whatever became of them, newest first (recent activity). */
export async function findRecentKycSubmissions(db: Executor, limit: number): Promise<KycCase[]> {
  return selectCases(db).orderBy(desc(kycSubmissions.submittedAt), desc(kycSubmissions.id)).limit(limit);
}
