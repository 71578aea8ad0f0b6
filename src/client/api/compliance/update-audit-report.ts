/** PUT /api/v1/admin/compliance/audits/:id: edit an audit report. */
import { useMutation } from '@tanstack/react-query';
import {
  AuditReportSchema,
  complianceApiPaths,
  type AuditReport,
  type AuditReportInput,
} from '../../../contracts/compliance';
import { apiRequest } from '../../lib/api-client';
import { useInvalidateCompliance } from './invalidate-compliance';

export function updateAuditReport({ id, input }: { id: string; input: AuditReportInput }): Promise<AuditReport> {
  return apiRequest(complianceApiPaths.forId(complianceApiPaths.audit, id), {
    method: 'PUT',
    body: input,
    schema: AuditReportSchema,
    fallbackMessage: 'Failed to save the audit report',
  });
}

export function useUpdateAuditReport() {
  const invalidate = useInvalidateCompliance();
  return useMutation({ mutationFn: updateAuditReport, onSuccess: invalidate });
}
