import { randomUUID } from 'node:crypto';
import { KYC_DOCUMENT_LABELS, KYC_ERROR_CODES, KYC_MESSAGES, type KycSubmission } from '../../../contracts/kyc';
import {
  KYC_DOCUMENT_KINDS,
  KYC_FILE_TYPES,
  KYC_MAX_FILE_BYTES,
  sniffKycFileType,
  type KycDocumentKind,
} from '../../../domain/kyc/kyc-documents';
import { writeAuditLog } from '../../platform/audit-log';
import type { SignedInUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/http/app-error';
import { typedFileName } from '../../platform/uploads/upload-files';
import { getOrCreateProfile, setProfileKycStatus } from '../profiles/profiles-module';
import type { KycContext, RequestMeta } from './kyc-context';
import { toKycSubmission } from './kyc-mapper';
import { findSubmissionView, hasOpenSubmission, insertSubmission, type NewKycDocumentRow } from './kyc-repository';

export interface UploadedKycFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * An investor submits an identity document and a proof of address. Each file's type is decided by
 * its bytes (PDF, JPEG or PNG), never by its name or declared type. The files go to private storage
 * first; the submission, the profile's pending status and the audit row then commit together (a
 * failure removes the stored files again).
 */
export async function submitKycDocuments(
  ctx: KycContext,
  user: SignedInUser,
  files: Partial<Record<KycDocumentKind, UploadedKycFile>>,
  meta: RequestMeta,
): Promise<KycSubmission> {
  const profile = await getOrCreateProfile(ctx.db, user, { demoMode: ctx.demoMode });
  if (profile.kycStatus === 'approved') throw new AppError(409, KYC_ERROR_CODES.approved, KYC_MESSAGES.alreadyApproved);
  if (await hasOpenSubmission(ctx.db, user.id)) throw new AppError(409, KYC_ERROR_CODES.open, KYC_MESSAGES.alreadyOpen);

  const submissionId = randomUUID();
  const documents: (NewKycDocumentRow & { bytes: Buffer })[] = [];
  for (const kind of KYC_DOCUMENT_KINDS) {
    const file = files[kind];
    if (!file || file.bytes.length === 0)
      throw new AppError(400, 'BAD_REQUEST', KYC_MESSAGES.missingDocuments, { [kind]: KYC_MESSAGES.missingDocuments });
    if (file.bytes.length > KYC_MAX_FILE_BYTES)
      throw new AppError(413, KYC_ERROR_CODES.tooLarge, KYC_MESSAGES.tooLarge, { [kind]: KYC_MESSAGES.tooLarge });
    const type = sniffKycFileType(file.bytes.subarray(0, 16));
    if (!type) {
      const message = KYC_MESSAGES.fileType(KYC_DOCUMENT_LABELS[kind]);
      throw new AppError(415, KYC_ERROR_CODES.fileType, message, { [kind]: message });
    }
    const id = randomUUID();
    const { contentType, extension } = KYC_FILE_TYPES[type];
    documents.push({
      id,
      submissionId,
      kind,
      fileName: typedFileName(file.fileName, kind, extension),
      contentType,
      size: file.bytes.length,
      storageKey: `kyc/${submissionId}/${id}.${extension}`,
      bytes: file.bytes,
    });
  }

  for (const d of documents) await ctx.storage.put(d.storageKey, d.bytes);
  try {
    await ctx.db.transaction(async (tx) => {
      await insertSubmission(
        tx,
        { id: submissionId, userId: user.id },
        documents.map(({ bytes: _bytes, ...row }) => row),
      );
      await setProfileKycStatus(tx, user.id, 'pending');
      await writeAuditLog(tx, {
        actorUserId: user.id,
        action: 'kyc.submitted',
        entityType: 'kyc_submission',
        entityId: submissionId,
        data: { documents: documents.map((d) => ({ kind: d.kind, contentType: d.contentType, size: d.size })) },
        ...meta,
      });
    });
  } catch (error) {
    await Promise.all(documents.map((d) => ctx.storage.remove(d.storageKey).catch(() => undefined)));
    // Two submissions at once: the one-open-submission index lets only the first in.
    if (await hasOpenSubmission(ctx.db, user.id))
      throw new AppError(409, KYC_ERROR_CODES.open, KYC_MESSAGES.alreadyOpen);
    throw error;
  }
  return toKycSubmission((await findSubmissionView(ctx.db, submissionId))!);
}
