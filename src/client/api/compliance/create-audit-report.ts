/** POST /api/v1/admin/compliance/audits: a new audit report. */
import { useMutation } from '@tanstack/react-query';
import {
  AuditReportSchema,
  complianceApiPaths,
  type AuditReport,
  type AuditReportInput,
} from '../../../contracts/compliance';
import { api } from '../../lib/api-client';
import { useInvalidateCompliance } from './invalidate-compliance';

export function createAuditReport(input: AuditReportInput): Promise<AuditReport> {
  return api.post(complianceApiPaths.audits, input, {
    schema: AuditReportSchema,
    fallbackMessage: 'Failed to save the audit report',
  });
}

export function useCreateAuditReport() {
  const invalidate = useInvalidateCompliance();
  return useMutation({ mutationFn: createAuditReport, onSuccess: invalidate });
}
