/**
 * PATCH /api/v1/me/profile — the signed-in user changes their own profile fields. The answer is the
 * stored profile; the ['me'] session cache is updated with it, so every screen sees the change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MeResponse, UpdateProfileRequest, UserProfile } from '../../../contracts/profile';
import { api } from '../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

export function updateMyProfile(patch: UpdateProfileRequest): Promise<UserProfile> {
  return api.patch<UserProfile>(apiPaths.myProfile, patch);
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (me) => (me ? { ...me, profile } : me));
    },
  });
}
