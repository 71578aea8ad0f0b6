/**
 * POST /api/auth/request-password-reset. Always answers 200 whether or not the account exists,
 * so the page never reveals who has an account; the emailed link ends at /auth/reset-password?token=…
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/paths';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post(apiPaths.auth.requestPasswordReset, { email, redirectTo: paths.resetPassword.getHref() });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
