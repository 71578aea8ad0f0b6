import { kycApiPaths, type KycSubmission } from '../../../contracts/kyc';
import type { KycSubmissionView } from './kyc-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A submission as the API returns it; storage keys never leave the server. */
export function toKycSubmission(view: KycSubmissionView): KycSubmission {
  return {
    id: view.id,
    userId: view.userId,
    userName: view.userName,
    userEmail: view.userEmail,
    submissionDate: view.submittedAt.toISOString(),
    status: view.status,
    documents: view.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.size,
      url: kycApiPaths.forId(kycApiPaths.document, d.id),
    })),
    reviewNotes: view.reviewNotes,
    reviewer: view.reviewerId ? { id: view.reviewerId, name: view.reviewerName ?? 'Unknown reviewer' } : null,
    claimedAt: iso(view.claimedAt),
    decidedAt: iso(view.decidedAt),
  };
}
