/** GET /api/v1/admin/compliance/schedule: upcoming reviews and open audits in date order (Schedule sub-tab). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ComplianceScheduleSchema, complianceApiPaths, type ComplianceSchedule } from '../../../contracts/compliance';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { complianceKeys } from './keys';

export function findComplianceSchedule(signal?: AbortSignal): Promise<ComplianceSchedule> {
  return api.get(complianceApiPaths.schedule, {
    signal,
    schema: ComplianceScheduleSchema,
    fallbackMessage: 'Failed to load the compliance schedule',
  });
}

export const complianceScheduleQueryOptions = () =>
  queryOptions({
    queryKey: complianceKeys.schedule(),
    queryFn: ({ signal }) => findComplianceSchedule(signal),
    ...queryPolicy.compliance.lists,
  });

export const useComplianceSchedule = () => useQuery(complianceScheduleQueryOptions());
