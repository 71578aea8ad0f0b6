/**
 * GET /api/v1/session — the session source of the client: the signed-in user and their profile
 * (the server creates the default profile on first load, core spec section 4), or nulls for a
 * visitor. Signed out resolves to `null`, a normal state rather than an error.
 * Query key ['me']: sign-in invalidates it; sign-out reloads the page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { MeResponse, SessionResponse } from '../../../contracts/profile';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { profilesKeys } from './keys';

export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  // Shell query (every page's first screen): no zod parse on purpose, zod would land in the initial
  // chunk (performance budget); the contract type documents the shape and the server validates
  // what it sends. See src/client/api/README.md.
  const session = await api.get<SessionResponse>(apiPaths.session, { signal });
  return session.user ? session : null;
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: profilesKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    ...queryPolicy.profiles.me,
    // A server hiccup should not sign the visitor out in the UI: keep the last known session.
    retry: 1,
  });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
