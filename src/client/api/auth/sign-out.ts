/**
 * POST /api/auth/sign-out, then reload the page (core spec: "Sign Out reloads the page").
 * A reload drops every cached query, so nothing of the previous user stays in memory.
 * On failure the spec's message is shown first, then the page reloads anyway.
 */
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';

export const SIGN_OUT_FALLBACK_MESSAGE = 'Sign out completed. Refreshing page...';
/** Long enough to read the message, short enough not to wait. */
const RELOAD_AFTER_FAILURE_MS = 1_200;

export async function signOut(): Promise<void> {
  await api.post(apiPaths.auth.signOut, {});
}

export async function signOutAndReload(onFailureMessage: (message: string) => void): Promise<void> {
  try {
    await signOut();
    window.location.reload();
  } catch {
    onFailureMessage(SIGN_OUT_FALLBACK_MESSAGE);
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_FAILURE_MS);
  }
}
