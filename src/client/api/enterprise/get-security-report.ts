/** GET /api/v1/admin/enterprise/security: checks, threats, score and footer of the Security Center. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SecurityReportSchema, enterpriseApiPaths, type SecurityReport } from '../../../contracts/enterprise';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { enterpriseKeys } from './keys';

export function getSecurityReport(signal?: AbortSignal): Promise<SecurityReport> {
  return api.get(enterpriseApiPaths.security, {
    signal,
    schema: SecurityReportSchema,
    fallbackMessage: 'Failed to load the security report',
  });
}

export const securityReportQueryOptions = () =>
  queryOptions({
    queryKey: enterpriseKeys.security(),
    queryFn: ({ signal }) => getSecurityReport(signal),
    ...queryPolicy.enterprise.live,
  });

export const useSecurityReport = () => useQuery(securityReportQueryOptions());
