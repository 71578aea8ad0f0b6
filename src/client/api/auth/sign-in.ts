/**
 * POST /api/auth/sign-in/email. The server answers errors with the spec's mapped text in
 * error.message (invalid credentials, email not confirmed, too many attempts...), so the form shows
 * it as is. On success the caller invalidates ['me'] to load the session and profile.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';

export interface SignInBody {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function signIn(body: SignInBody): Promise<unknown> {
  return api.post(apiPaths.auth.signIn, body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
