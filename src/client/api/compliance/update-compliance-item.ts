/** PUT /api/v1/admin/compliance/items/:id: edit a compliance item. */
import { useMutation } from '@tanstack/react-query';
import {
  ComplianceItemSchema,
  complianceApiPaths,
  type ComplianceItem,
  type ComplianceItemInput,
} from '../../../contracts/compliance';
import { apiRequest } from '../../lib/api-client';
import { useInvalidateCompliance } from './invalidate-compliance';

export function updateComplianceItem({
  id,
  input,
}: {
  id: string;
  input: ComplianceItemInput;
}): Promise<ComplianceItem> {
  return apiRequest(complianceApiPaths.forId(complianceApiPaths.item, id), {
    method: 'PUT',
    body: input,
    schema: ComplianceItemSchema,
    fallbackMessage: 'Failed to save the compliance item',
  });
}

export function useUpdateComplianceItem() {
  const invalidate = useInvalidateCompliance();
  return useMutation({ mutationFn: updateComplianceItem, onSuccess: invalidate });
}
