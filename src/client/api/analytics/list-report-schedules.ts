/** GET /api/v1/analytics/report-schedules (admins): my scheduled reports (Schedule Report). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportScheduleListSchema, type ReportScheduleList } from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { analyticsKeys } from './keys';

export function listReportSchedules(signal?: AbortSignal): Promise<ReportScheduleList> {
  return api.get(apiPaths.analytics.reportSchedules, {
    signal,
    schema: ReportScheduleListSchema,
    fallbackMessage: 'Could not load your scheduled reports',
  });
}

export const listReportSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.reportSchedules(),
    queryFn: ({ signal }) => listReportSchedules(signal),
    ...queryPolicy.analytics.reportSchedules,
  });

export const useReportSchedules = (enabled: boolean) => useQuery({ ...listReportSchedulesQueryOptions(), enabled });
