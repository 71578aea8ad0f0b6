/** PUT /api/v1/admin/wine-assets/:id/appraisal-schedule: Schedule (sets the next appraisal date). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminWineAssetSchema, type AdminWineAsset, type ScheduleAppraisalInput } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function scheduleWineAppraisal({
  id,
  input,
}: {
  id: string;
  input: ScheduleAppraisalInput;
}): Promise<AdminWineAsset> {
  return apiRequest(apiPaths.admin.withId(apiPaths.admin.scheduleWineAppraisal, id), {
    method: 'PUT',
    body: input,
    schema: AdminWineAssetSchema,
    fallbackMessage: 'Failed to schedule the appraisal',
  });
}

export function useScheduleWineAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: scheduleWineAppraisal, onSuccess: () => invalidateWineChange(queryClient) });
}
