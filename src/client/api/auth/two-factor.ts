/**
 * Turning two-factor on and off from the settings panel (Better Auth's twoFactor plugin behind our
 * wrapper). Setup is two calls: the password answers the secret and backup codes, then the first
 * code from the app turns it on. Both on and off replace the session (new cookie, old session
 * deleted), so the sessions list is refreshed and the realtime socket, which the server tied to the
 * old session when it opened, is reopened with the new cookie (else private channels would stop).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EnableTwoFactorResponseSchema,
  twoFactorPaths,
  type EnableTwoFactorResponse,
} from '../../../contracts/two-factor';
import { api } from '../../lib/api-client';
import { getWsClient } from '../../lib/ws-client';
import { sessionsKeys } from '../sessions/keys';

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string): Promise<EnableTwoFactorResponse> =>
      api.post(twoFactorPaths.enable, { password }, { schema: EnableTwoFactorResponseSchema }),
  });
}

function useTwoFactorChange<T>(send: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      getWsClient().retry();
      void queryClient.invalidateQueries({ queryKey: sessionsKeys.mine() });
    },
  });
}

export function useConfirmTwoFactor() {
  return useTwoFactorChange((code: string) => api.post(twoFactorPaths.verifyTotp, { code }));
}

export function useDisableTwoFactor() {
  return useTwoFactorChange((password: string) => api.post(twoFactorPaths.disable, { password }));
}
