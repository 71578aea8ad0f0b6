/**
 * PATCH /api/v1/me/profile — the signed-in user changes their own profile fields. The answer is the
 * stored profile; the ['me'] session cache is updated with it, so every screen sees the change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MeResponse, UpdateProfileRequest, UserProfile } from '../../../contracts/profile';
import { api } from '../../lib/api-client';
import { profilesKeys } from './keys';

// The footer's theme switch calls this: the schema (and zod) load when the request is made, not with the shell.
const loadUserProfileSchema = () => import('../../../contracts/profile').then((m) => m.UserProfileSchema);

export function updateMyProfile(patch: UpdateProfileRequest): Promise<UserProfile> {
  return api.patch(apiPaths.myProfile, patch, { schema: loadUserProfileSchema });
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<MeResponse | null>(profilesKeys.me(), (me) => (me ? { ...me, profile } : me));
    },
  });
}
