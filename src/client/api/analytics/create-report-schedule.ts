/** POST /api/v1/analytics/report-schedules (admins): Schedule Report, mailed to me every day, week or month. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ReportScheduleSchema,
  type CreateReportScheduleRequest,
  type ReportSchedule,
} from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { analyticsKeys } from './keys';

export function createReportSchedule(input: CreateReportScheduleRequest): Promise<ReportSchedule> {
  return api.post(apiPaths.analytics.reportSchedules, input, {
    schema: ReportScheduleSchema,
    fallbackMessage: 'Could not schedule the report',
  });
}

export function useCreateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReportSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.reportSchedules() }),
  });
}
