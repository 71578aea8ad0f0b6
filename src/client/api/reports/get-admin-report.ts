/** GET /api/v1/admin/reports?period=&type=: the Analytics & Reports tab's figures. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AdminReportSchema, type AdminReport, type ReportQuery } from '../../../contracts/reports';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { reportsKeys } from './keys';

export function getAdminReport(query: ReportQuery, signal?: AbortSignal): Promise<AdminReport> {
  return api.get(apiPaths.admin.reports, {
    signal,
    query: { period: query.period, type: query.type },
    schema: AdminReportSchema,
    fallbackMessage: 'Failed to load analytics data',
  });
}

export const getAdminReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportsKeys.report(query.period, query.type),
    queryFn: ({ signal }) => getAdminReport(query, signal),
    ...queryPolicy.reports.adminReport,
  });

export const useAdminReport = (query: ReportQuery) => useQuery(getAdminReportQueryOptions(query));
