import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { KYC_DOCUMENT_KINDS, KYC_SUBMISSION_STATUSES } from '../../../domain/kyc/kyc-documents';
import { user } from './auth';

/**
 * KYC submissions (operator spec section 3; states of section 4): pending → under_review (claimed by
 * `reviewer_id` at `claimed_at`) → approved | rejected (final, at `decided_at`; a rejection's reason in
 * `review_notes`). A user has at most one open (pending or under review) submission.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: KYC_SUBMISSION_STATUSES }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reviewNotes: text('review_notes'),
  },
  (t) => [
    // The queue: open cases oldest first.
    index('kyc_submissions_status_submitted_idx').on(t.status, t.submittedAt),
    index('kyc_submissions_user_idx').on(t.userId, t.submittedAt),
    uniqueIndex('kyc_submissions_one_open_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'under_review')`),
    check('kyc_submissions_status_ck', sql`${t.status} in ('pending', 'under_review', 'approved', 'rejected')`),
    check(
      'kyc_submissions_rejection_reason_ck',
      sql`${t.status} <> 'rejected' or length(trim(coalesce(${t.reviewNotes}, ''))) > 0`,
    ),
  ],
);

/** The files of a submission, stored privately (platform storage, key never exposed). */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => kycSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: KYC_DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    /** Decided from the file's bytes, not from its name or the declared type. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kyc_documents_submission_kind_uq').on(t.submissionId, t.kind)],
);
