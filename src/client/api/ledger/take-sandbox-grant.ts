/** POST /api/v1/me/sandbox-grant: demo mode's once-a-day test funds; the answer carries the new balances. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { BalancesResponse, SandboxGrantResponse } from '../../../contracts/ledger';
import { api } from '../../lib/api-client';
import { BALANCES_QUERY_KEY } from './get-my-balances';

export function requestSandboxGrant(): Promise<SandboxGrantResponse> {
  return api.post<SandboxGrantResponse>(apiPaths.mySandboxGrant);
}

export function useSandboxGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSandboxGrant,
    onSuccess: (grant) => queryClient.setQueryData<BalancesResponse>(BALANCES_QUERY_KEY, { balances: grant.balances }),
  });
}
