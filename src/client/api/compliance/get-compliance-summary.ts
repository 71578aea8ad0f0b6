/** GET /api/v1/admin/compliance/summary: the Compliance & Audit summary tiles. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ComplianceSummarySchema, complianceApiPaths, type ComplianceSummary } from '../../../contracts/compliance';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { complianceKeys } from './keys';

export function getComplianceSummary(signal?: AbortSignal): Promise<ComplianceSummary> {
  return api.get(complianceApiPaths.summary, {
    signal,
    schema: ComplianceSummarySchema,
    fallbackMessage: 'Failed to load the compliance summary',
  });
}

export const complianceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: complianceKeys.summary(),
    queryFn: ({ signal }) => getComplianceSummary(signal),
    ...queryPolicy.compliance.summary,
  });

export const useComplianceSummary = () => useQuery(complianceSummaryQueryOptions());
