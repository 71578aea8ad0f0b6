/** POST /api/auth/reset-password with the token from the emailed link and the new password. */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
}

export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post(apiPaths.auth.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
