import type { Readable } from 'node:stream';
import { COMPLIANCE_MESSAGES } from '../../../contracts/compliance';
import { notFound } from '../../platform/http/app-error';
import type { ComplianceContext } from './compliance-context';
import { findAttachmentById, type ComplianceAttachmentRow } from './compliance-repository';
import { COMPLIANCE_SAMPLE_KEY_PREFIX, complianceSampleFile } from './compliance-sample-files';

/** One attachment's bytes (the route lets admins only). A seeded sample missing from storage is written first. */
export async function getComplianceAttachmentFile(
  ctx: ComplianceContext,
  id: string,
): Promise<{ attachment: ComplianceAttachmentRow; stream: Readable; size: number }> {
  const attachment = await findAttachmentById(ctx.db, id);
  if (!attachment) throw notFound(COMPLIANCE_MESSAGES.attachmentNotFound);
  let file = await ctx.storage.open(attachment.storageKey);
  if (!file && attachment.storageKey.startsWith(COMPLIANCE_SAMPLE_KEY_PREFIX)) {
    await ctx.storage.put(attachment.storageKey, complianceSampleFile(attachment.fileName));
    file = await ctx.storage.open(attachment.storageKey);
  }
  if (!file) throw notFound(COMPLIANCE_MESSAGES.attachmentNotFound);
  return { attachment, ...file };
}
