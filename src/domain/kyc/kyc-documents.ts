/**
 * KYC documents (operator spec sections 3 and 4, issue 12): what an investor may upload and how a
 * file's type is decided — by its first bytes, never by its name or the type the browser declares.
 */

export const KYC_SUBMISSION_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

/** A submission still waiting for a decision (the queue); approved and rejected are final. */
export const OPEN_KYC_STATUSES = ['pending', 'under_review'] as const satisfies readonly KycSubmissionStatus[];

export const isOpenKycStatus = (status: KycSubmissionStatus) =>
  (OPEN_KYC_STATUSES as readonly KycSubmissionStatus[]).includes(status);

/** The two documents a submission carries. */
export const KYC_DOCUMENT_KINDS = ['identity', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The largest file accepted, per document. */
export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const KYC_FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
} as const;
export type KycFileType = keyof typeof KYC_FILE_TYPES;

const SIGNATURES: readonly { type: KycFileType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The type of a file from its leading bytes (its "magic number"), or null when it is none of PDF, JPEG, PNG. */
export function sniffKycFileType(head: Uint8Array): KycFileType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}
