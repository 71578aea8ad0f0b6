/** PATCH /api/v1/admin/users/:id: Save Changes (role, KYC status, investor status). */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  AdminUserDetailSchema,
  type AdminUserDetail,
  type UpdateAdminUserRequest,
} from '../../../contracts/admin-users';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function updateAdminUser(id: string, changes: UpdateAdminUserRequest): Promise<AdminUserDetail> {
  return api.patch(apiPaths.admin.withId(apiPaths.admin.user, id), changes, {
    schema: AdminUserDetailSchema,
    fallbackMessage: 'Failed to save the changes',
  });
}

/** On success the detail shows the saved user and every list (and the investors view) refetches. */
export const updateAdminUserMutationOptions = (queryClient: QueryClient, id: string) =>
  mutationOptions({
    mutationKey: adminKeys.userUpdate(id),
    mutationFn: (changes: UpdateAdminUserRequest) => updateAdminUser(id, changes),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(id), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.userLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.investors() });
    },
  });
