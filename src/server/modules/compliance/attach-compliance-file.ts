import { randomUUID } from 'node:crypto';
import {
  COMPLIANCE_MAX_ATTACHMENTS,
  COMPLIANCE_MAX_FILE_BYTES,
  COMPLIANCE_MESSAGES,
  type ComplianceAttachment,
} from '../../../contracts/compliance';
import { FILE_SIGNATURE_BYTES, FILE_TYPES, fileTypeOfName, sniffFileType } from '../../../domain/file-type';
import type { Executor } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { cleanFileName, typedFileName } from '../../platform/uploads/upload-files';
import type { ComplianceActor, ComplianceContext } from './compliance-context';
import { toComplianceAttachment } from './compliance-mapper';
import {
  countAttachments,
  findAttachments,
  findAuditById,
  findItemById,
  insertAttachment,
  type AttachmentOwner,
} from './compliance-repository';

export interface UploadedComplianceFile {
  fileName: string;
  bytes: Buffer;
}

const refuse = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { file: message });

/** Locks the owner row (so two uploads cannot both pass the count) and says whether it exists. */
async function lockOwner(tx: Executor, owner: AttachmentOwner): Promise<boolean> {
  return owner.kind === 'item'
    ? (await findItemById(tx, owner.id, true)) !== null
    : (await findAuditById(tx, owner.id, true)) !== null;
}

/**
 * Attach a file to a compliance item or an audit report. Its type comes from its bytes (PDF, JPEG
 * or PNG); a name that claims another type (a PNG renamed .pdf) is refused. The file goes to
 * private storage first; the row and the audit entry (the record's file names before and after)
 * then commit together, and a failure removes the stored file again.
 */
export async function attachComplianceFile(
  ctx: ComplianceContext,
  owner: AttachmentOwner,
  file: UploadedComplianceFile | null,
  actor: ComplianceActor,
): Promise<ComplianceAttachment> {
  if (!file || file.bytes.length === 0) throw refuse(400, 'BAD_REQUEST', COMPLIANCE_MESSAGES.fileMissing);
  if (file.bytes.length > COMPLIANCE_MAX_FILE_BYTES) throw refuse(413, 'FILE_TOO_LARGE', COMPLIANCE_MESSAGES.tooLarge);
  const type = sniffFileType(file.bytes.subarray(0, FILE_SIGNATURE_BYTES));
  if (!type) throw refuse(415, 'UNSUPPORTED_FILE_TYPE', COMPLIANCE_MESSAGES.fileType);
  const { contentType, extension, label } = FILE_TYPES[type];
  const givenName = cleanFileName(file.fileName, `attachment.${extension}`);
  const claimed = fileTypeOfName(givenName);
  if (claimed && claimed !== type)
    throw refuse(415, 'UNSUPPORTED_FILE_TYPE', COMPLIANCE_MESSAGES.fileMismatch(givenName, label));
  const fileName = typedFileName(givenName, 'attachment', extension);

  const notFoundMessage = owner.kind === 'item' ? COMPLIANCE_MESSAGES.itemNotFound : COMPLIANCE_MESSAGES.auditNotFound;
  const id = randomUUID();
  const storageKey = `compliance/${owner.kind}/${owner.id}/${id}.${extension}`;
  await ctx.storage.put(storageKey, file.bytes);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (!(await lockOwner(tx, owner))) throw notFound(notFoundMessage);
      if ((await countAttachments(tx, owner)) >= COMPLIANCE_MAX_ATTACHMENTS)
        throw refuse(409, 'TOO_MANY_ATTACHMENTS', COMPLIANCE_MESSAGES.tooMany);
      const before = (await findAttachments(tx, owner.kind, [owner.id])).map((a) => a.fileName);
      const created = await insertAttachment(tx, {
        id,
        itemId: owner.kind === 'item' ? owner.id : null,
        auditId: owner.kind === 'audit' ? owner.id : null,
        fileName,
        contentType,
        size: file.bytes.length,
        storageKey,
        uploadedBy: actor.userId,
        createdAt: ctx.clock.now(),
      });
      const entityType = owner.kind === 'item' ? 'compliance_item' : 'audit_report';
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        action: `${entityType}.file_attached`,
        entityType,
        entityId: owner.id,
        data: {
          attachment: { id, fileName, contentType, size: created.size },
          before: { documents: before },
          after: { documents: [...before, fileName] },
        },
        ipAddress: actor.ipAddress,
        requestId: actor.requestId,
      });
      return created;
    });
    return toComplianceAttachment(row);
  } catch (error) {
    await ctx.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
