import { FILE_TYPES, sniffFileType, type FileType } from '../file-type';

/**
 * KYC documents (operator spec sections 3 and 4): what an investor may upload and how a
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

/** KYC accepts every type the shared sniffer knows (domain/file-type.ts): PDF, JPEG, PNG. */
export const KYC_FILE_TYPES = FILE_TYPES;
export type KycFileType = FileType;

/** The type of a file from its leading bytes (its "magic number"), or null when it is none of PDF, JPEG, PNG. */
export const sniffKycFileType: (head: Uint8Array) => KycFileType | null = sniffFileType;
