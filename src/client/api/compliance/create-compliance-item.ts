/** POST /api/v1/admin/compliance/items: a new compliance item. */
import { useMutation } from '@tanstack/react-query';
import {
  ComplianceItemSchema,
  complianceApiPaths,
  type ComplianceItem,
  type ComplianceItemInput,
} from '../../../contracts/compliance';
import { api } from '../../lib/api-client';
import { useInvalidateCompliance } from './invalidate-compliance';

export function createComplianceItem(input: ComplianceItemInput): Promise<ComplianceItem> {
  return api.post(complianceApiPaths.items, input, {
    schema: ComplianceItemSchema,
    fallbackMessage: 'Failed to save the compliance item',
  });
}

export function useCreateComplianceItem() {
  const invalidate = useInvalidateCompliance();
  return useMutation({ mutationFn: createComplianceItem, onSuccess: invalidate });
}
