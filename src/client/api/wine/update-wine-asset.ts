/** PUT /api/v1/admin/wine-assets/:id: edit an asset's facts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminWineAssetSchema, type AdminWineAsset, type UpdateWineAssetInput } from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function updateWineAsset({ id, input }: { id: string; input: UpdateWineAssetInput }): Promise<AdminWineAsset> {
  return apiRequest(apiPaths.admin.withId(apiPaths.admin.wineAsset, id), {
    method: 'PUT',
    body: input,
    schema: AdminWineAssetSchema,
    fallbackMessage: 'Failed to save the wine asset',
  });
}

export function useUpdateWineAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWineAsset, onSuccess: () => invalidateWineChange(queryClient) });
}
