/**
 * POST /api/auth/sign-up/email. A verification email is sent; the user is NOT signed in until
 * they follow it (the link lands on /auth?verified=1).
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/paths';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
}

export function signUp(body: SignUpBody): Promise<unknown> {
  return api.post(apiPaths.auth.signUp, { ...body, callbackURL: paths.auth.getHref({ verified: '1' }) });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
