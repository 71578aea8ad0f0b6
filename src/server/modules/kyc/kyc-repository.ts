import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_KYC_STATUSES, type KycSubmissionStatus } from '../../../domain/kyc/kyc-documents';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { kycDocuments, kycSubmissions } from '../../db/schema/kyc';
import { profileFullNameByIdSql } from '../profiles/profiles-module';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type NewKycDocumentRow = typeof kycDocuments.$inferInsert;

/** A submission with the names the queue shows and its documents. */
export interface KycSubmissionView extends KycSubmissionRow {
  userName: string;
  userEmail: string;
  reviewerName: string | null;
  documents: KycDocumentRow[];
}

const reviewer = alias(user, 'reviewer');

const viewColumns = {
  submission: kycSubmissions,
  userName: sql<string>`coalesce(${profileFullNameByIdSql(sql`${user.id}`)}, nullif(${user.name}, ''), ${user.email})`,
  userEmail: user.email,
  reviewerName: sql<
    string | null
  >`coalesce(${profileFullNameByIdSql(sql`${reviewer.id}`)}, nullif(${reviewer.name}, ''), ${reviewer.email})`,
};

function selectViews(executor: Executor) {
  return executor
    .select(viewColumns)
    .from(kycSubmissions)
    .innerJoin(user, eq(user.id, kycSubmissions.userId))
    .leftJoin(reviewer, eq(reviewer.id, kycSubmissions.reviewerId));
}

async function withDocuments(
  executor: Executor,
  rows: { submission: KycSubmissionRow; userName: string; userEmail: string; reviewerName: string | null }[],
): Promise<KycSubmissionView[]> {
  if (!rows.length) return [];
  const documents = await executor
    .select()
    .from(kycDocuments)
    .where(
      inArray(
        kycDocuments.submissionId,
        rows.map((r) => r.submission.id),
      ),
    )
    .orderBy(asc(kycDocuments.kind));
  return rows.map((r) => ({
    ...r.submission,
    userName: r.userName,
    userEmail: r.userEmail,
    reviewerName: r.reviewerName,
    documents: documents.filter((d) => d.submissionId === r.submission.id),
  }));
}

export async function findSubmissionView(executor: Executor, id: string): Promise<KycSubmissionView | null> {
  const rows = await selectViews(executor).where(eq(kycSubmissions.id, id)).limit(1);
  return (await withDocuments(executor, rows))[0] ?? null;
}

/** The user's latest submission, whatever its state. */
export async function findLatestSubmissionView(executor: Executor, userId: string): Promise<KycSubmissionView | null> {
  const rows = await selectViews(executor)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.submittedAt))
    .limit(1);
  return (await withDocuments(executor, rows))[0] ?? null;
}

/** Open cases oldest first (the review queue), or the latest decisions newest first. */
export async function findQueue(executor: Executor, view: 'open' | 'decided', limit: number) {
  const rows =
    view === 'open'
      ? await selectViews(executor)
          .where(inArray(kycSubmissions.status, [...OPEN_KYC_STATUSES]))
          .orderBy(asc(kycSubmissions.submittedAt), asc(kycSubmissions.id))
          .limit(limit)
      : await selectViews(executor)
          .where(inArray(kycSubmissions.status, ['approved', 'rejected']))
          .orderBy(desc(kycSubmissions.decidedAt), desc(kycSubmissions.id))
          .limit(limit);
  return withDocuments(executor, rows);
}

export async function hasOpenSubmission(executor: Executor, userId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.status, [...OPEN_KYC_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

export async function hasApprovedSubmission(executor: Executor, userId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved')))
    .limit(1);
  return rows.length > 0;
}

export async function insertSubmission(
  executor: Executor,
  row: { id: string; userId: string; submittedAt?: Date },
  documents: NewKycDocumentRow[],
): Promise<void> {
  await executor.insert(kycSubmissions).values(row);
  if (documents.length) await executor.insert(kycDocuments).values(documents);
}

/**
 * The claim, as one conditional UPDATE: only a pending case becomes under_review, so of two
 * reviewers claiming at once exactly one gets the row back.
 */
export async function claimPendingSubmission(
  executor: Executor,
  id: string,
  reviewerId: string,
  now: Date,
): Promise<KycSubmissionRow | null> {
  const [row] = await executor
    .update(kycSubmissions)
    .set({ status: 'under_review', reviewerId, claimedAt: now })
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * The decision, as one conditional UPDATE: a pending case, or one under review by this reviewer,
 * becomes approved or rejected; anything else (decided, claimed by another) is left untouched.
 */
export async function decideOpenSubmission(
  executor: Executor,
  id: string,
  reviewerId: string,
  decision: { status: Extract<KycSubmissionStatus, 'approved' | 'rejected'>; reviewNotes: string | null; now: Date },
): Promise<KycSubmissionRow | null> {
  const [row] = await executor
    .update(kycSubmissions)
    .set({
      status: decision.status,
      reviewNotes: decision.reviewNotes,
      decidedAt: decision.now,
      reviewerId,
      claimedAt: sql`coalesce(${kycSubmissions.claimedAt}, ${decision.now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(kycSubmissions.id, id),
        or(
          eq(kycSubmissions.status, 'pending'),
          and(eq(kycSubmissions.status, 'under_review'), eq(kycSubmissions.reviewerId, reviewerId)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** A document with the owner of its submission, for the access check. */
export async function findDocumentWithOwner(executor: Executor, id: string) {
  const [row] = await executor
    .select({ document: kycDocuments, ownerId: kycSubmissions.userId })
    .from(kycDocuments)
    .innerJoin(kycSubmissions, eq(kycSubmissions.id, kycDocuments.submissionId))
    .where(eq(kycDocuments.id, id))
    .limit(1);
  return row ?? null;
}
