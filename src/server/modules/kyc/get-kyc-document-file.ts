import { auditDisclosure } from '../../platform/audit-log';
import type { Readable } from 'node:stream';
import { KYC_MESSAGES } from '../../../contracts/kyc';
import { notFound } from '../../platform/http/app-error';
import type { KycContext } from './kyc-context';
import { findDocumentWithOwner, type KycDocumentRow } from './kyc-repository';
import { KYC_SAMPLE_KEY_PREFIX, kycSampleFile } from './kyc-sample-files';

/**
 * One KYC document's bytes, for its owner or an admin only. Anyone else gets the same 404 as for a
 * document that does not exist, so document ids reveal nothing.
 */
export async function getKycDocumentFile(
  ctx: KycContext,
  viewer: { userId: string; isAdmin: () => Promise<boolean> },
  id: string,
  request: { ip: string; id: string },
): Promise<{ document: KycDocumentRow; stream: Readable; size: number }> {
  const found = await findDocumentWithOwner(ctx.db, id);
  if (!found || (found.ownerId !== viewer.userId && !(await viewer.isAdmin())))
    throw notFound(KYC_MESSAGES.documentNotFound);
  const { document } = found;
  let file = await ctx.storage.open(document.storageKey);
  if (!file && document.storageKey.startsWith(KYC_SAMPLE_KEY_PREFIX)) {
    // Demo samples are seeded before storage exists: written on first read, always the same bytes.
    await ctx.storage.put(document.storageKey, kycSampleFile(document.kind, document.fileName));
    file = await ctx.storage.open(document.storageKey);
  }
  if (!file) throw notFound(KYC_MESSAGES.documentNotFound);
  // Only an admin gets this far with someone else's document: every such view is on record.
  if (found.ownerId !== viewer.userId)
    await auditDisclosure(ctx.db, request, viewer.userId, {
      action: 'kyc.document_view',
      entityType: 'kyc_document',
      entityId: document.id,
      data: { ownerUserId: found.ownerId, kind: document.kind },
    });
  return { document, ...file };
}
