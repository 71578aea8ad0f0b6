/** POST /api/v1/me/kyc/sandbox-opt-out — demo mode: drop the sandbox approval to try the real review. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MyKycSchema, kycApiPaths, type MyKyc } from '../../../contracts/kyc';
import { api } from '../../lib/api-client';
import { profilesKeys } from '../profiles/keys';

export function optOutOfSandboxKyc(): Promise<MyKyc> {
  return api.post(kycApiPaths.sandboxOptOut, {}, { schema: MyKycSchema });
}

export function useOptOutOfSandboxKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optOutOfSandboxKyc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.me() }),
  });
}
