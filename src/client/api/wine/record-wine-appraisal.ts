/**
 * POST /api/v1/admin/wine-assets/:id/appraisals: Update Value (records the appraisal in the history;
 * for wine backing VINO the server also proposes the register's appraisal, applied on approval).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RecordAppraisalResponseSchema,
  type RecordAppraisalInput,
  type RecordAppraisalResponse,
} from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { reserveKeys } from '../reserve/keys';
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
  return useMutation({
    mutationFn: recordWineAppraisal,
    // Wine backing VINO also gets a pending appraisal of its register bottles (Reserve Proposals).
    onSuccess: () =>
      Promise.all([
        invalidateWineChange(queryClient),
        queryClient.invalidateQueries({ queryKey: reserveKeys.adminProposals() }),
      ]),
  });
}
