import { z } from './zod';
import {
  KYC_DOCUMENT_KINDS,
  KYC_MAX_FILE_BYTES,
  KYC_SUBMISSION_STATUSES,
  type KycDocumentKind,
} from '../domain/kyc/kyc-documents';

export { KYC_MAX_FILE_BYTES } from '../domain/kyc/kyc-documents';

/** KYC: the investor's verification and the admin review queue (operator spec sections 3 and 4). */
export const kycApiPaths = {
  /** GET: my verification state and latest submission. */
  mine: '/api/v1/me/kyc',
  /** POST multipart/form-data with one file in each of the fields `identity` and `address`. */
  submissions: '/api/v1/me/kyc/submissions',
  /** POST, demo mode only: drop the sandbox approval to go through the real review. */
  sandboxOptOut: '/api/v1/me/kyc/sandbox-opt-out',
  /** GET: one document's bytes, for its owner and admins only. */
  document: '/api/v1/kyc/documents/:id',
  adminQueue: '/api/v1/admin/kyc/submissions',
  adminClaim: '/api/v1/admin/kyc/submissions/:id/claim',
  adminApprove: '/api/v1/admin/kyc/submissions/:id/approve',
  adminReject: '/api/v1/admin/kyc/submissions/:id/reject',
  /** Fills the `:id` of a path. */
  forId: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
} as const;

/** The multipart field of each document and how it is named on screen. */
export const KYC_DOCUMENT_LABELS: Record<KycDocumentKind, string> = {
  identity: 'Identity document',
  address: 'Proof of address',
};

export const KYC_ACCEPTED_FILE_TYPES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

const MAX_MB = KYC_MAX_FILE_BYTES / (1024 * 1024);

/** The texts the server answers with and the client shows. */
export const KYC_MESSAGES = {
  /** Operator spec section 4: rejecting asks for a reason (the app's own prompt dialog). */
  rejectPrompt: 'Please provide a reason for rejection:',
  reasonRequired: 'A reason is required to reject a KYC submission.',
  missingDocuments: 'Please attach both an identity document and a proof of address.',
  fileType: (label: string) => `${label}: only PDF, JPEG or PNG files are accepted.`,
  tooLarge: `Each document must be ${MAX_MB} MB or smaller.`,
  alreadyApproved: 'Your identity is already verified.',
  alreadyOpen: 'Your documents are already waiting for review.',
  submitted: 'Your documents were submitted. We will e-mail you when the review is done.',
  claimedBy: (name: string) => `This case is already being reviewed by ${name}.`,
  alreadyDecided: 'This KYC submission has already been decided; approved and rejected are final.',
  notFound: 'KYC submission not found.',
  documentNotFound: 'Document not found.',
  notSandboxApproved: 'Only an approval made by the demo sandbox check can be dropped.',
  approved: 'KYC submission approved.',
  rejected: 'KYC submission rejected.',
  claimed: 'Case claimed: it is now under review by you.',
} as const;

export const KYC_ERROR_CODES = {
  claimConflict: 'KYC_CLAIMED',
  decided: 'KYC_DECIDED',
  open: 'KYC_OPEN',
  approved: 'KYC_APPROVED',
  fileType: 'KYC_FILE_TYPE',
  tooLarge: 'KYC_FILE_TOO_LARGE',
} as const;

export const KycSubmissionStatusSchema = z.enum(KYC_SUBMISSION_STATUSES);
export type KycSubmissionStatusValue = z.infer<typeof KycSubmissionStatusSchema>;

/** The user's verification as a whole: not_started until a first submission, then the submission's state. */
export const KycStateSchema = z.enum(['not_started', 'pending', 'under_review', 'approved', 'rejected']);
export type KycState = z.infer<typeof KycStateSchema>;

/** How each state reads on screen (investor tab and review queue). */
export const KYC_STATE_LABELS: Record<KycState, string> = {
  not_started: 'Not started',
  pending: 'Pending review',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const KycDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Where the owner or an admin reads the file (never a public URL). */
  url: z.string(),
});
export type KycDocument = z.infer<typeof KycDocumentSchema>;

/** The KYC submission entity (operator spec section 3) plus who reviews it and when. */
export const KycSubmissionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  submissionDate: z.string(),
  status: KycSubmissionStatusSchema,
  documents: z.array(KycDocumentSchema),
  reviewNotes: z.string().nullable(),
  reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
  claimedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof KycSubmissionSchema>;

export const MyKycSchema = z.object({
  status: KycStateSchema,
  /** The latest submission, if any. */
  submission: KycSubmissionSchema.nullable(),
  /** Whether the upload form is offered (nothing open, not approved). */
  canSubmit: z.boolean(),
  /** Demo mode: approved by the sandbox check, not by a reviewer (the approval may be dropped). */
  sandboxApproved: z.boolean(),
});
export type MyKyc = z.infer<typeof MyKycSchema>;

export const KycQueueQuerySchema = z.object({
  /** open: pending and under review, oldest first; decided: the latest decisions, newest first. */
  view: z.enum(['open', 'decided']).default('open'),
});
export type KycQueueView = z.infer<typeof KycQueueQuerySchema>['view'];

export const KycQueueSchema = z.object({ items: z.array(KycSubmissionSchema) });
export type KycQueue = z.infer<typeof KycQueueSchema>;

export const KycSubmissionParamsSchema = z.object({ id: z.uuid(KYC_MESSAGES.notFound) });

export const RejectKycRequestSchema = z.object({
  reason: z
    .string({ error: KYC_MESSAGES.reasonRequired })
    .trim()
    .min(1, KYC_MESSAGES.reasonRequired)
    .max(2000, 'The reason is too long (2000 characters at most).'),
});
export type RejectKycRequest = z.infer<typeof RejectKycRequestSchema>;
