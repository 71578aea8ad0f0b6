/** GET /api/v1/admin/enterprise/performance: the Performance Center, measured on each request. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PerformanceReportSchema,
  enterpriseApiPaths,
  type PerformanceQuery,
  type PerformanceReport,
} from '../../../contracts/enterprise';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { enterpriseKeys } from './keys';

export function getPerformanceReport(query: PerformanceQuery, signal?: AbortSignal): Promise<PerformanceReport> {
  return api.get(enterpriseApiPaths.performance, {
    signal,
    query: { period: query.period, route: query.route },
    schema: PerformanceReportSchema,
    fallbackMessage: 'Failed to load performance metrics',
  });
}

export const performanceReportQueryOptions = (query: PerformanceQuery) =>
  queryOptions({
    queryKey: enterpriseKeys.performance(query),
    queryFn: ({ signal }) => getPerformanceReport(query, signal),
    placeholderData: keepPreviousData,
    ...queryPolicy.enterprise.live,
  });

export const usePerformanceReport = (query: PerformanceQuery) => useQuery(performanceReportQueryOptions(query));
