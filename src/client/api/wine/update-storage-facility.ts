/** PUT /api/v1/admin/storage-facilities/:id: edit a vault. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminStorageFacilitySchema,
  type AdminStorageFacility,
  type StorageFacilityInput,
} from '../../../contracts/admin-wine';
import { apiPaths } from '../../../contracts/api-paths';
import { apiRequest } from '../../lib/api-client';
import { invalidateWineChange } from './invalidate-wine-change';

export function updateStorageFacility({
  id,
  input,
}: {
  id: string;
  input: StorageFacilityInput;
}): Promise<AdminStorageFacility> {
  return apiRequest(apiPaths.admin.withId(apiPaths.admin.storageFacility, id), {
    method: 'PUT',
    body: input,
    schema: AdminStorageFacilitySchema,
    fallbackMessage: 'Failed to save the storage facility',
  });
}

export function useUpdateStorageFacility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStorageFacility, onSuccess: () => invalidateWineChange(queryClient) });
}
