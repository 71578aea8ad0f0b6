/** GET /api/v1/admin/compliance/audits: audit reports, filtered (Audit Reports sub-tab). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AuditReportListSchema,
  complianceApiPaths,
  type AuditReportList,
  type AuditReportListQuery,
} from '../../../contracts/compliance';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { complianceKeys } from './keys';

export function findAuditReports(query: AuditReportListQuery, signal?: AbortSignal): Promise<AuditReportList> {
  return api.get(complianceApiPaths.audits, {
    signal,
    query: { ...query, q: query.q || undefined },
    schema: AuditReportListSchema,
    fallbackMessage: 'Failed to load audit reports',
  });
}

export const auditReportsQueryOptions = (query: AuditReportListQuery) =>
  queryOptions({
    queryKey: complianceKeys.audits(query),
    queryFn: ({ signal }) => findAuditReports(query, signal),
    placeholderData: keepPreviousData,
    ...queryPolicy.compliance.lists,
  });

export const useAuditReports = (query: AuditReportListQuery) => useQuery(auditReportsQueryOptions(query));
