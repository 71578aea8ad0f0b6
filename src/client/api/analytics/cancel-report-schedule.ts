/** DELETE /api/v1/analytics/report-schedules/:id (admins): cancels one of my scheduled reports. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { OkResponseSchema } from '../../../contracts/common';
import { apiRequest } from '../../lib/api-client';
import { analyticsKeys } from './keys';

export function cancelReportSchedule(id: string): Promise<{ ok: true }> {
  return apiRequest(apiPaths.analytics.reportSchedule.replace(':id', encodeURIComponent(id)), {
    method: 'DELETE',
    schema: OkResponseSchema,
    fallbackMessage: 'Could not cancel the scheduled report',
  });
}

export function useCancelReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReportSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.reportSchedules() }),
  });
}
