import { and, desc, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema';

/** One KYC case waiting for (or recently given to) the reviewers. */
export interface KycCase {
  id: string;
  userId: string;
  userName: string;
  submittedAt: Date;
}

/**
 * Where the overview and the alert rules read the KYC queue from. Pluggable: until the KYC
 * submissions table exists, the default reads the profiles' kycStatus ('pending', changed at
 * updated_at); the KYC module replaces it with its own submissions (AdminOverviewModule.setKycSource).
 */
export interface KycQueueSource {
  /** Cases waiting for a decision (Pending KYC tile). */
  countWaiting(db: Executor): Promise<number>;
  /** Cases waiting since before `cutoff`, oldest first (the 48 h rule). */
  waitingSince(db: Executor, cutoff: Date, limit: number): Promise<KycCase[]>;
  /** Latest submissions, newest first (recent activity). */
  recentSubmissions(db: Executor, limit: number): Promise<KycCase[]>;
}

const WAITING = ['pending'] as const;

const caseColumns = {
  id: userProfiles.id,
  userId: userProfiles.id,
  userName: sql<string>`coalesce(${userProfiles.fullName}, ${userProfiles.email})`,
  submittedAt: userProfiles.updatedAt,
};

export const profileKycQueueSource: KycQueueSource = {
  async countWaiting(db) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userProfiles)
      .where(inArray(userProfiles.kycStatus, WAITING));
    return row?.n ?? 0;
  },
  async waitingSince(db, cutoff, limit) {
    return db
      .select(caseColumns)
      .from(userProfiles)
      .where(and(inArray(userProfiles.kycStatus, WAITING), lt(userProfiles.updatedAt, cutoff)))
      .orderBy(asc(userProfiles.updatedAt))
      .limit(limit);
  },
  async recentSubmissions(db, limit) {
    return db
      .select(caseColumns)
      .from(userProfiles)
      .where(eq(userProfiles.kycStatus, 'pending'))
      .orderBy(desc(userProfiles.updatedAt))
      .limit(limit);
  },
};
