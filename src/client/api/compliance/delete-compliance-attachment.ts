/** DELETE /api/v1/admin/compliance/attachments/:id: detach a file from its item or audit. */
import { useMutation } from '@tanstack/react-query';
import { ComplianceDeleteResponseSchema, complianceApiPaths } from '../../../contracts/compliance';
import { apiRequest } from '../../lib/api-client';
import { useInvalidateCompliance } from './invalidate-compliance';

export function deleteComplianceAttachment(id: string) {
  return apiRequest(complianceApiPaths.forId(complianceApiPaths.attachment, id), {
    method: 'DELETE',
    schema: ComplianceDeleteResponseSchema,
    fallbackMessage: 'The file could not be removed. Please try again.',
  });
}

export function useDeleteComplianceAttachment() {
  const invalidate = useInvalidateCompliance();
  return useMutation({ mutationFn: deleteComplianceAttachment, onSuccess: invalidate });
}
