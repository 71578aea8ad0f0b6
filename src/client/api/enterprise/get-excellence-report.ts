/** GET /api/v1/admin/enterprise/excellence: Platform Excellence's four categories, from data. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExcellenceReportSchema, enterpriseApiPaths, type ExcellenceReport } from '../../../contracts/enterprise';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { enterpriseKeys } from './keys';

export function getExcellenceReport(signal?: AbortSignal): Promise<ExcellenceReport> {
  return api.get(enterpriseApiPaths.excellence, {
    signal,
    schema: ExcellenceReportSchema,
    fallbackMessage: 'Failed to load platform metrics',
  });
}

export const excellenceReportQueryOptions = () =>
  queryOptions({
    queryKey: enterpriseKeys.excellence(),
    queryFn: ({ signal }) => getExcellenceReport(signal),
    ...queryPolicy.enterprise.excellence,
  });

export const useExcellenceReport = () => useQuery(excellenceReportQueryOptions());
