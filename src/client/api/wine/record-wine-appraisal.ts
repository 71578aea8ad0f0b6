/** POST /api/v1/admin/wine-assets/:id/appraisals: Update Value (records the appraisal in the history). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RecordAppraisalResponseSchema,
  type RecordAppraisalInput,
  type RecordAppraisalResponse,
} from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function recordWineAppraisal({
  id,
  input,
}: {
  id: string;
  input: RecordAppraisalInput;
}): Promise<RecordAppraisalResponse> {
  return api.post(apiPaths.admin.withId(apiPaths.admin.wineAppraisals, id), input, {
    schema: RecordAppraisalResponseSchema,
    fallbackMessage: 'Failed to record the appraisal',
  });
}

export function useRecordWineAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordWineAppraisal, onSuccess: () => invalidateWineChange(queryClient) });
}
