/**
 * POST /api/auth/sign-in/social { provider: 'google' } → { url }; the browser then goes to Google
 * and comes back to /dashboard.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/paths';

export async function signInWithGoogle(): Promise<string> {
  const body = await api.post<{ url?: string }>(apiPaths.auth.social, {
    provider: 'google',
    callbackURL: paths.dashboard.getHref(),
  });
  if (!body?.url) throw new Error('No redirect address was returned.');
  return body.url;
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
