/**
 * GET /api/v1/me — the session source of the client: the signed-in user and their profile
 * (the server creates the default profile on first load, core spec section 4).
 * Signed out (401) resolves to `null` rather than an error, so "signed out" is a normal state.
 * Query key ['me']: sign-in invalidates it; sign-out reloads the page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MeResponse } from '../../../contracts/profile';
import { api, isApiError } from '../../lib/api-client';

export const ME_QUERY_KEY = ['me'] as const;

export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    // No zod parse here on purpose: zod would land in the initial chunk (performance budget);
    // the contract type documents the shape and the server validates what it sends.
    return await api.get<MeResponse>(apiPaths.me, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // A server hiccup should not sign the visitor out in the UI: keep the last known session.
    retry: 1,
  });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
