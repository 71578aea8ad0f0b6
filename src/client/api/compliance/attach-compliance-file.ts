/**
 * POST /api/v1/admin/compliance/{items|audits}/:id/attachments: one file as multipart/form-data
 * (field `file`). The JSON client cannot send a form, so this uses fetch directly; errors become
 * the same ApiError as every other call.
 */
import { useMutation } from '@tanstack/react-query';
import {
  ComplianceAttachmentSchema,
  complianceApiPaths,
  type ComplianceAttachment,
} from '../../../contracts/compliance';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';
import { useInvalidateCompliance } from './invalidate-compliance';

export interface AttachComplianceFileInput {
  owner: { kind: 'item' | 'audit'; id: string };
  file: File;
}

export async function attachComplianceFile({ owner, file }: AttachComplianceFileInput): Promise<ComplianceAttachment> {
  const pattern = owner.kind === 'item' ? complianceApiPaths.itemAttachments : complianceApiPaths.auditAttachments;
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(complianceApiPaths.forId(pattern, owner.id), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body, 'The file could not be attached. Please try again.');
  return ComplianceAttachmentSchema.parse(body);
}

export function useAttachComplianceFile() {
  const invalidate = useInvalidateCompliance();
  return useMutation({ mutationFn: attachComplianceFile, onSuccess: invalidate });
}
